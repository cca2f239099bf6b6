package io.msgbench.remote;

/**
 * A worker could not listen where it was told to: the port is taken (another worker, another program)
 * or the address is not this host's. {@code bin/benchmark-worker} turns it into one line naming the option.
 */
public final class ListenFailedException extends Exception {
    /** Which of the worker's listeners failed. */
    public enum Listener {
        API,
        METRICS
    }

    private final Listener listener;
    private final String bind;
    private final int port;
    private final boolean portInUse;

    ListenFailedException(Listener listener, String bind, int port, boolean portInUse, Throwable cause) {
        super(
                (portInUse
                        ? "port " + port + " is already in use"
                        : "cannot listen on " + bind + ":" + port + ": " + WorkerServer.describe(cause)),
                cause);
        this.listener = listener;
        this.bind = bind;
        this.port = port;
        this.portInUse = portInUse;
    }

    public Listener listener() {
        return listener;
    }

    public String bind() {
        return bind;
    }

    public int port() {
        return port;
    }

    public boolean portInUse() {
        return portInUse;
    }
}
