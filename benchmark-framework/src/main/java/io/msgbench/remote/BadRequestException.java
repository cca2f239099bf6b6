package io.msgbench.remote;

/** A request the worker cannot act on (answered with 400 and this message). */
final class BadRequestException extends RuntimeException {
    BadRequestException(String message) {
        super(message);
    }
}
