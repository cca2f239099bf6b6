package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The address every embedded broker serves on, and free ports there. */
public final class Loopback {
    public static final String HOST = "127.0.0.1";
    /** Every port {@link #freePort} gave in this JVM: a broker that binds several must get several. */
    private static final Set<Integer> GIVEN = ConcurrentHashMap.newKeySet();

    private Loopback() {}

    /**
     * A port that was free a moment ago, and never one this JVM was given before: the kernel may hand a just
     * closed port out again, and a broker that got one port twice (most likely what once left Pravega's segment
     * store clients talking to its ZooKeeper) binds one and waits for the other forever. Another process could still take the port before the
     * broker binds it; on one benchmark machine that race is rare, and the broker then fails to start.
     */
    public static int freePort() throws IOException {
        return unseen(Loopback::anyFreePort, GIVEN);
    }

    /** The first port from {@code source} not in {@code given}, which it joins. */
    static int unseen(PortSource source, Set<Integer> given) throws IOException {
        while (true) {
            int port = source.next();
            if (given.add(port)) {
                return port;
            }
        }
    }

    private static int anyFreePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            return socket.getLocalPort();
        }
    }

    /** Where ports come from: the kernel's choice, or a test's list. */
    interface PortSource {
        int next() throws IOException;
    }
}
