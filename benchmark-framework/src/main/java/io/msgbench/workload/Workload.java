package io.msgbench.workload;

import io.msgbench.config.DurationText;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.result.FaultSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a benchmark run does: topics, producers, consumers, message size, rate and phase durations.
 * Loaded from OMB-compatible YAML by {@link WorkloadLoader}, which checks every value; built in code with
 * {@link #builder()}. Each component is declared once more, with its key, default and recording, in
 * {@link WorkloadFields}.
 * <pre>{@code
 * name: 1-topic-16-partitions-100b   # optional, defaults to the file's base name
 * topics: 1                          # or topicNames: [orders, payments] to use existing topics
 *                                    # (createMissingTopics: true creates the missing ones and keeps them)
 * partitionsPerTopic: 16
 * keyDistributor: NO_KEY             # NO_KEY, KEY_ROUND_ROBIN, RANDOM_NANO or ZIPF (zipfExponent: 1.0)
 * messageSize: 100
 * header: auto                       # msgbench's 28-byte header: payload, out-of-band (Kafka, Pulsar) or auto
 * payloadFile: payload/payload-100b.data
 * subscriptionsPerTopic: 1           # 0: producer-only
 * consumerPerSubscription: 1
 * producersPerTopic: 1               # 0: consumer-only (reads topicNames, consumeFrom BEGINNING or TAIL)
 * producerRate: 50000                # messages/s across all producers; 0 = as fast as possible
 * spinWait: false                    # true: sender threads spin for waits under 20 µs instead of parking
 * minWakeIntervalMicros: 200         # at a fixed rate a sender thread wakes at most this often; 0: each due time
 * consumerBacklogSizeGB: 0           # > 0: pause consumers until this backlog exists, then time the catch-up
 * warmup: 1m                         # or OMB's warmupDurationMinutes: 1
 * testDuration: 15m                  # or OMB's testDurationMinutes: 15
 * faults:                            # optional; see FaultSpec
 *   - {at: 5m, action: kill-broker}
 *   - {at: 6m, action: restart-broker}
 * }</pre>
 * Defaults: partitionsPerTopic 1, keyDistributor NO_KEY, one subscription, consumer and producer per topic,
 * no randomized payloads, no backlog, backlogDrainRatio 1.0, test 5 minutes, warm-up 1 minute, zipfExponent 1.0,
 * consumeFrom: the driver's configuration.
 *
 * @param payloadFile               the resolved, existing payload file, if one is given
 * @param producerRate              messages per second in total across all producers; 0 = unthrottled
 * @param partitionsPerTopic        ignored when {@link #usesExistingTopics()}: the topics have their own
 * @param topicNames                existing topics to use; empty means the run creates {@code topics} topics
 * @param zipfExponent              the skew of {@link KeyDistributorType#ZIPF} keys (s in 1/rank^s)
 * @param consumeFrom               where new subscriptions start reading; empty: as the driver is configured
 * @param createMissingTopics       with topicNames: create those that do not exist (partitionsPerTopic
 *                                  partitions); they are kept after the run, like every named topic
 * @param spinWait                  at a fixed rate, sender threads spin (a core each) instead of parking when
 *                                  the next send is due within 20 µs; parking wakes tens of µs late, which
 *                                  shows as send delay. No effect when unthrottled
 * @param minWakeIntervalMicros     at a fixed rate (without spinWait), the least time between two wakes of a
 *                                  sender thread: each wake costs CPU, so at a high rate a thread sends
 *                                  everything due once per interval, each message keeping its intended
 *                                  time (the wait shows as send delay); 0: wake at every due time
 * @param header                    where msgbench's measuring header travels; {@link HeaderPlacement#AUTO}:
 *                                  out of band when messageSize is below the header and the driver can
 * @param faults                    faults staged during the measure phase, at offsets into it
 */
public record Workload(
        String name,
        int topics,
        int partitionsPerTopic,
        KeyDistributorType keyDistributor,
        int messageSize,
        Optional<Path> payloadFile,
        boolean useRandomizedPayloads,
        double randomBytesRatio,
        int randomizedPayloadPoolSize,
        int subscriptionsPerTopic,
        int consumerPerSubscription,
        int producersPerTopic,
        double producerRate,
        double consumerBacklogSizeGB,
        double backlogDrainRatio,
        Duration testDuration,
        Duration warmupDuration,
        List<String> topicNames,
        double zipfExponent,
        Optional<ReadFrom> consumeFrom,
        boolean createMissingTopics,
        boolean spinWait,
        int minWakeIntervalMicros,
        HeaderPlacement header,
        List<FaultSpec> faults) {
    /** The default {@code minWakeIntervalMicros}: see docs/performance.md for what it saves and costs. */
    public static final int DEFAULT_MIN_WAKE_INTERVAL_MICROS = 200;

    public Workload {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(keyDistributor, "keyDistributor");
        Objects.requireNonNull(payloadFile, "payloadFile");
        Objects.requireNonNull(testDuration, "testDuration");
        Objects.requireNonNull(warmupDuration, "warmupDuration");
        Objects.requireNonNull(consumeFrom, "consumeFrom");
        Objects.requireNonNull(header, "header");
        topicNames = List.copyOf(topicNames);
        faults = List.copyOf(faults);
        requireAtLeastOne("topics", topics);
        requireAtLeastOne("partitionsPerTopic", partitionsPerTopic);
        requireAtLeastOne("messageSize", messageSize);
        requireAtLeastOne("consumerPerSubscription", consumerPerSubscription);
        if (minWakeIntervalMicros < 0) {
            throw new IllegalArgumentException(
                    "minWakeIntervalMicros must be at least 0, got " + minWakeIntervalMicros);
        }
        TopologyRules.shape(producersPerTopic, subscriptionsPerTopic, consumerBacklogSizeGB, !topicNames.isEmpty())
                .stream()
                .findFirst()
                .ifPresent(broken -> {
                    throw new IllegalArgumentException(broken.text());
                });
        for (FaultSpec fault : faults) {
            if (fault.at().compareTo(testDuration) >= 0) {
                throw new IllegalArgumentException("fault '" + fault.describe() + "' is not within the measure phase ("
                        + DurationText.format(testDuration) + ")");
            }
        }
        if (!topicNames.isEmpty() && topicNames.size() != topics) {
            throw new IllegalArgumentException("topics is " + topics + " but topicNames has " + topicNames.size());
        }
    }

    /** The same workload under another name at another total rate (a sweep's rungs). */
    public Workload withNameAndRate(String newName, double newRate) {
        return WorkloadBuilder.from(this).name(newName).producerRate(newRate).build();
    }

    public static WorkloadBuilder builder() {
        return new WorkloadBuilder();
    }

    /** Producers only: no subscription, nothing consumed (the 2014 study's producer-only tests). */
    public boolean producerOnly() {
        return subscriptionsPerTopic == 0;
    }

    /** Consumers only, reading existing topics that an earlier run (or another writer) filled. */
    public boolean consumerOnly() {
        return producersPerTopic == 0;
    }

    /** Consumers wait until this backlog exists, then catch up while the producers keep writing. */
    public boolean hasBacklog() {
        return consumerBacklogSizeGB > 0;
    }

    /** The backlog to build, in bytes (GB = 2^30 bytes, as OMB). */
    public long backlogBytes() {
        return (long) (consumerBacklogSizeGB * (1L << 30));
    }

    /** Producers across all topics. */
    public int producerCount() {
        return topics * producersPerTopic;
    }

    /** Consumers across all topics and subscriptions. */
    public int consumerCount() {
        return topics * subscriptionsPerTopic * consumerPerSubscription;
    }

    /** True when a fault acts on the embedded broker's process (so the driver must start one). */
    public boolean needsEmbeddedBroker() {
        return faults.stream().anyMatch(fault -> fault.action().needsEmbeddedBroker());
    }

    /** True when the run uses {@link #topicNames()} instead of creating topics. */
    public boolean usesExistingTopics() {
        return !topicNames.isEmpty();
    }

    /**
     * The effective values under their YAML keys, for recording in a result: durations as text ({@code "30s"}),
     * the payload file as a path string. Loading them back as a workload gives an equal workload.
     */
    public Map<String, Object> asMap() {
        return WorkloadFields.recorded(this);
    }

    private static void requireAtLeastOne(String field, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(field + " must be at least 1, got " + value);
        }
    }
}
