package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The smallest broker the launcher can run as a process: it listens on a loopback port (kept in
 * {@code DIR/port} for a restart) and keeps a data file in its work folder. {@code --set fail=true} makes
 * its start fail.
 */
public final class ListeningBroker implements Broker {
    private ServerSocket socket;

    public static void main(String[] args) {
        Launcher.launch(new ListeningBroker(), args);
    }

    @Override
    public String name() {
        return "Listening";
    }

    /** Takes only {@code fail}. */
    @Override
    public void checkSettings(Map<String, String> settings) {
        settings.keySet().stream()
                .filter(key -> !key.equals("fail"))
                .findFirst()
                .ifPresent(key -> {
                    throw new IllegalArgumentException(
                            "unknown setting '" + key + "'; the Listening broker takes fail");
                });
    }

    @Override
    public boolean canRestart() {
        return true;
    }

    @Override
    public void start(LaunchOptions options) throws IOException {
        if (Boolean.parseBoolean(options.settings().get("fail"))) {
            throw new IOException("told to fail", new IllegalStateException("the root cause"));
        }
        Path portFile = options.workDir().resolve("port");
        int port = options.restart() ? Integer.parseInt(Files.readString(portFile)) : Loopback.freePort();
        socket = new ServerSocket(port, 50, Loopback.ADDRESS);
        Files.writeString(portFile, Integer.toString(port));
        Files.createDirectories(options.workDir().resolve("data"));
        Files.writeString(options.workDir().resolve("data/segment"), "kept data");
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws IOException {
        try (Socket client = new Socket()) {
            client.connect(new InetSocketAddress(Loopback.ADDRESS, socket.getLocalPort()));
        }
        return !stopRequested.getAsBoolean();
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("address", Loopback.HOST + ":" + socket.getLocalPort());
        values.put("brokerVersion", "1");
        return values;
    }

    @Override
    public void stop() throws IOException {
        if (socket != null) {
            socket.close();
        }
    }
}
