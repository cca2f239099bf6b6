package io.msgbench.driver.api;

/** The messaging system could not be reached or refused an operation; the message is shown to the user. */
public class DriverException extends RuntimeException {
    public DriverException(String message) {
        super(message);
    }

    public DriverException(String message, Throwable cause) {
        super(message, cause);
    }
}
