package io.msgbench.result;

/**
 * The shape of the load a run put on the system, in OMB's terms.
 *
 * @param effectiveMessageSize the payload bytes of each message on the wire: {@code messageSize}, or the header's
 *                             28 bytes when messages were too small for the header and it travelled in the payload
 * @param header               where msgbench's measuring header travelled: {@code payload} or {@code out-of-band}
 *                             (a Kafka record header, a Pulsar message property); null in results written before
 *                             msgbench recorded it, which always carried it in the payload
 */
public record RunShape(
        int topics,
        int partitionsPerTopic,
        int producersPerTopic,
        int subscriptionsPerTopic,
        int consumersPerTopic,
        int messageSize,
        int effectiveMessageSize,
        double targetRate,
        String keyDistributor,
        String header) {

    public boolean unthrottled() {
        return targetRate <= 0;
    }
}
