package io.msgbench.it;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP relay on a free loopback port to a server on another: {@link #cut()} drops every connection through
 * it and turns new ones away (closed at once) until {@link #reopen()}, as a lost network would. For a client's
 * view of a connection loss while its server runs on.
 */
final class CuttableProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final int serverPort;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile boolean cut;

    CuttableProxy(int serverPort) throws IOException {
        this.serverPort = serverPort;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        daemon(this::acceptLoop, "proxy-accept");
    }

    int port() {
        return listener.getLocalPort();
    }

    void cut() {
        cut = true;
        open.forEach(CuttableProxy::closeQuietly);
        open.clear();
    }

    void reopen() {
        cut = false;
    }

    @Override
    public void close() {
        cut();
        closeQuietly(listener);
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                if (cut) {
                    client.close();
                    continue;
                }
                Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
                open.add(client);
                open.add(server);
                daemon(() -> pump(client, server), "proxy-up");
                daemon(() -> pump(server, client), "proxy-down");
            } catch (IOException e) {
                // the listener closed, or the server refused: the client sees its connection end
            }
        }
    }

    /** Copies one direction until either side closes, then closes both. */
    private static void pump(Socket from, Socket to) {
        byte[] buffer = new byte[16 * 1024];
        try (InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // cut, or closed by the other side
        } finally {
            closeQuietly(from);
            closeQuietly(to);
        }
    }

    private static void daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception e) {
            // already closed
        }
    }
}
