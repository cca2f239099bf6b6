package io.msgbench.remote;

import java.io.IOException;
import java.net.BindException;
import java.nio.channels.UnresolvedAddressException;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/** Starts a Jetty server on one address and port, turning a failed bind into a {@link ListenFailedException}. */
final class Listening {
    private Listening() {}

    /** Adds a connector on {@code bind:port} to {@code server} and starts it; on failure the server is stopped. */
    static ServerConnector start(Server server, String bind, int port, ListenFailedException.Listener listener)
            throws Exception {
        ServerConnector connector = new ServerConnector(server);
        connector.setHost(bind);
        connector.setPort(port);
        server.addConnector(connector);
        try {
            server.start();
            return connector;
        } catch (IOException | UnresolvedAddressException e) {
            server.stop();
            if (find(e, UnresolvedAddressException.class) != null) {
                throw new ListenFailedException(listener, bind, port, false, new IOException("unknown host " + bind));
            }
            BindException refused = find(e, BindException.class);
            if (refused == null) {
                throw e;
            }
            boolean inUse = String.valueOf(refused.getMessage()).contains("in use");
            throw new ListenFailedException(listener, bind, port, inUse, refused);
        }
    }

    private static <T extends Throwable> T find(Throwable e, Class<T> type) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
    }
}
