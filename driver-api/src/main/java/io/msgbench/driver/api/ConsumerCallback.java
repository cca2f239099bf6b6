package io.msgbench.driver.api;

/** Receives each consumed message's payload, on the client's thread; must return quickly. */
@FunctionalInterface
public interface ConsumerCallback {
    void messageReceived(byte[] payload);
}
