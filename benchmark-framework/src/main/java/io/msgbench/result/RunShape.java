package io.msgbench.result;

/**
 * The shape of the load a run put on the system, in OMB's terms. {@code effectiveMessageSize} differs
 * from {@code messageSize} only when messages were too small for the payload header.
 */
public record RunShape(int topics, int partitionsPerTopic, int producersPerTopic, int subscriptionsPerTopic,
                       int consumersPerTopic, int messageSize, int effectiveMessageSize, double targetRate,
                       String keyDistributor) {

    public boolean unthrottled() {
        return targetRate <= 0;
    }
}
