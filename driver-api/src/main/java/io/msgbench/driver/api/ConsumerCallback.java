package io.msgbench.driver.api;

/** Receives each consumed message's payload, on the client's thread; must return quickly. */
@FunctionalInterface
public interface ConsumerCallback {
    void messageReceived(byte[] payload);

    /**
     * A message whose header came out of band ({@link BenchmarkProducer#sendAsync(java.util.Optional, byte[],
     * byte[])}): a driver that carries headers calls this for a message that has one, and
     * {@link #messageReceived(byte[])} for one that has none. Default: the header and body joined into one
     * payload, as if it had come in band (for callbacks that only read payloads).
     */
    default void messageReceived(byte[] header, byte[] body) {
        byte[] payload = java.util.Arrays.copyOf(header, header.length + body.length);
        System.arraycopy(body, 0, payload, header.length, body.length);
        messageReceived(payload);
    }
}
