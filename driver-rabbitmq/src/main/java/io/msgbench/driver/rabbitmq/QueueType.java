package io.msgbench.driver.rabbitmq;

import io.msgbench.driver.api.DriverConfigException;
import java.util.Locale;
import java.util.Map;

/** The queue type of every subscription's queue (OMB's {@code queueType}), with what a confirm then means. */
enum QueueType {
    CLASSIC("classic"),
    QUORUM("quorum");

    static final String STREAM_REFUSED = "STREAM: a stream is read from an offset, not consumed and acknowledged"
            + " like a queue, and this driver's consumers do the latter; use CLASSIC or QUORUM";

    private final String argument;

    QueueType(String argument) {
        this.argument = argument;
    }

    /** Declared explicitly for both types: the broker then refuses a queue that exists with another type. */
    Map<String, Object> arguments() {
        return Map.of("x-queue-type", argument);
    }

    String argument() {
        return argument;
    }

    static QueueType parse(String value) {
        return switch (value.strip().toUpperCase(Locale.ROOT)) {
            case "CLASSIC" -> CLASSIC;
            case "QUORUM" -> QUORUM;
            case "STREAM" -> throw new DriverConfigException("queueType", STREAM_REFUSED);
            default -> throw new DriverConfigException("queueType", "expected CLASSIC or QUORUM, got '" + value + "'");
        };
    }

    /** What a publisher confirm means for a message in a queue of this type, in plain words. */
    String confirmMeaning(boolean persistent) {
        if (this == QUORUM) {
            return "quorum queues: a publisher confirm comes once a quorum of the queue's replicas has written the"
                    + " message to its Raft log and fsynced it; a quorum queue keeps every message on disk, so "
                    + (persistent ? "persistent messages change nothing" : "transient messages are stored as well");
        }
        return persistent
                ? "classic queues, persistent messages (delivery mode 2): a publisher confirm comes once the message is"
                        + " written to the queue's message store and fsynced (the broker batches fsyncs)"
                : "classic queues, transient messages (delivery mode 1): a publisher confirm comes once the message is"
                        + " enqueued in memory; nothing is kept when the broker stops";
    }
}
