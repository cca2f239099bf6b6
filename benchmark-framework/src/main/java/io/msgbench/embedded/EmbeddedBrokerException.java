package io.msgbench.embedded;

/** The embedded broker could not be started; the message says why, with the broker's log tail. */
public class EmbeddedBrokerException extends RuntimeException {
    public EmbeddedBrokerException(String message) {
        super(message);
    }
}
