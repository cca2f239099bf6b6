package io.msgbench.worker;

/**
 * A worker stopped answering (its process died, its host or network failed, or its heartbeat lapsed).
 * A fan-out over several workers catches it to keep going with the others while the run winds down.
 */
public final class WorkerLostException extends RuntimeException {
    private final String worker;

    public WorkerLostException(String worker, String reason, Throwable cause) {
        super("worker " + worker + " lost: " + reason, cause);
        this.worker = worker;
    }

    public String worker() {
        return worker;
    }
}
