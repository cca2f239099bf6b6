package io.msgbench.remote;

/** A msgbench worker of another build answered: the two would misread each other's messages. */
final class WorkerMismatchException extends IllegalStateException {
    WorkerMismatchException(String address, WorkerIdentity worker) {
        super(address + " runs a msgbench worker of another build (" + worker.describe() + ") than this coordinator ("
                + WorkerIdentity.CURRENT.describe() + "): start every worker from the coordinator's build");
    }
}
