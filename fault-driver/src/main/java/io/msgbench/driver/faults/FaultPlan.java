package io.msgbench.driver.faults;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which messages get which fault, by the sequence number in the framework's header (per producer, from 0).
 * Read from the driver YAML's {@code faults:} map:
 * <pre>{@code
 * faults:
 *   stallSendAtSequence: 4000   # the send of this message blocks the sender for stallMillis, once
 *   stallMillis: 2000
 *   ackWithoutSending: [10, 20] # acknowledged at once, never sent: acknowledged but lost
 *   dropOnReceive: [30]         # received from the broker, not handed to the framework: lost
 *   deliverTwice: [40]          # handed to the framework twice: duplicated
 *   deliverLate: [50]           # held until the next message of its key was handed over: out of order
 *   closeFails: true            # the driver's close throws, after closing what it wraps: a teardown that fails
 *   blockTopicDeletion: true    # deleteTopics never returns, as a client retrying a broker that is gone
 *   blockTopicCreation: true    # createTopic(s) never returns, not even a future: a run's start that hangs
 * }</pre>
 */
record FaultPlan(
        long stallSendAtSequence,
        long stallMillis,
        Set<Long> ackWithoutSending,
        Set<Long> dropOnReceive,
        Set<Long> deliverTwice,
        Set<Long> deliverLate,
        boolean closeFails,
        boolean blockTopicDeletion,
        boolean blockTopicCreation) {
    static final String SECTION = "faults";
    private static final List<String> KEYS = List.of(
            "stallSendAtSequence",
            "stallMillis",
            "ackWithoutSending",
            "dropOnReceive",
            "deliverTwice",
            "deliverLate",
            "closeFails",
            "blockTopicDeletion",
            "blockTopicCreation");

    static FaultPlan read(DriverConfig faults) {
        faults.rejectUnknownKeys(KEYS);
        long stallAt = faults.integer("stallSendAtSequence", -1);
        long stallMillis = faults.integer("stallMillis", 0);
        if ((stallAt >= 0) != (stallMillis > 0)) {
            throw new DriverConfigException(
                    SECTION + ".stallMillis", "stallSendAtSequence and a positive stallMillis go together");
        }
        return new FaultPlan(
                stallAt,
                stallMillis,
                sequences(faults, "ackWithoutSending"),
                sequences(faults, "dropOnReceive"),
                sequences(faults, "deliverTwice"),
                sequences(faults, "deliverLate"),
                faults.bool("closeFails", false),
                faults.bool("blockTopicDeletion", false),
                faults.bool("blockTopicCreation", false));
    }

    boolean stallsAt(long sequence) {
        return sequence == stallSendAtSequence;
    }

    private static Set<Long> sequences(DriverConfig faults, String key) {
        Object value = faults.asMap().get(key);
        Set<Long> sequences = new TreeSet<>();
        if (value == null) {
            return sequences;
        }
        if (!(value instanceof List<?> list)) {
            throw new DriverConfigException(
                    SECTION + "." + key, "expected a list of sequence numbers, got '" + value + "'");
        }
        for (Object element : list) {
            if (!(element instanceof Integer || element instanceof Long) || ((Number) element).longValue() < 0) {
                throw new DriverConfigException(
                        SECTION + "." + key, "expected sequence numbers of 0 or more, got '" + element + "'");
            }
            sequences.add(((Number) element).longValue());
        }
        return Set.copyOf(sequences);
    }

    /** In plain words, for the result's driver settings. */
    String describe() {
        return "stall " + (stallMillis > 0 ? stallMillis + " ms at sequence " + stallSendAtSequence : "none")
                + "; ack without sending " + new TreeSet<>(ackWithoutSending) + "; drop on receive "
                + new TreeSet<>(dropOnReceive) + "; deliver twice " + new TreeSet<>(deliverTwice) + "; deliver late "
                + new TreeSet<>(deliverLate) + (closeFails ? "; close fails" : "")
                + (blockTopicDeletion ? "; topic deletion blocks" : "")
                + (blockTopicCreation ? "; topic creation blocks" : "");
    }
}
