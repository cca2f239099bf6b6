package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/** The address every embedded broker serves on, and free ports there. */
public final class Loopback {
    public static final String HOST = "127.0.0.1";

    private Loopback() {}

    /**
     * A port that was free a moment ago. Another process could take it before the broker binds it; on one
     * benchmark machine that race is rare, and the broker then fails to start with a clear error.
     */
    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }
}
