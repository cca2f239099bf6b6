package io.msgbench.remote;

/** The address given as a worker answers, but not as a msgbench worker does: a wrong port or host. */
final class NotAWorkerException extends IllegalStateException {
    NotAWorkerException(String address, String what) {
        super(address + " is not a msgbench worker: " + what);
    }
}
