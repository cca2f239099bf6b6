package io.msgbench.worker;

/** A worker step failed; the message says which step and why, for the user. */
public class WorkerException extends RuntimeException {
    public WorkerException(String message) {
        super(message);
    }

    public WorkerException(String message, Throwable cause) {
        super(message, cause);
    }
}
