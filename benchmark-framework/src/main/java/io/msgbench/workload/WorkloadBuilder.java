package io.msgbench.workload;

import io.msgbench.driver.api.ReadFrom;
import io.msgbench.result.FaultSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds a {@link Workload} starting from the YAML defaults; name, topics (or topicNames), messageSize and
 * producerRate have no default and must be set.
 * <pre>{@code
 * Workload w = Workload.builder().name("t").topics(1).messageSize(100).producerRate(1000)
 *         .testDuration(Duration.ofSeconds(10)).build();
 * }</pre>
 */
public final class WorkloadBuilder {
    /** Component name → value, starting from each field's declared default. */
    private final Map<String, Object> values = new LinkedHashMap<>();

    WorkloadBuilder() {
        WorkloadFields.ALL.stream()
                .filter(field -> !field.required())
                .forEach(field -> values.put(field.component(), field.defaultValue()));
    }

    /** A builder holding every value of {@code workload}: a copy to change a few fields of. */
    static WorkloadBuilder from(Workload workload) {
        WorkloadBuilder builder = new WorkloadBuilder();
        builder.values.putAll(WorkloadFields.values(workload));
        return builder;
    }

    /** Sets a component's value as its declaration reads it (the loader's plain fields). */
    WorkloadBuilder set(String component, Object value) {
        values.put(component, value);
        return this;
    }

    /** The value set so far for a component, or its default. */
    Object built(String component) {
        return values.get(component);
    }

    public WorkloadBuilder name(String name) {
        return set("name", name);
    }

    public WorkloadBuilder topics(int topics) {
        return set("topics", topics);
    }

    public WorkloadBuilder partitionsPerTopic(int partitionsPerTopic) {
        return set("partitionsPerTopic", partitionsPerTopic);
    }

    public WorkloadBuilder keyDistributor(KeyDistributorType keyDistributor) {
        return set("keyDistributor", keyDistributor);
    }

    public WorkloadBuilder messageSize(int messageSize) {
        return set("messageSize", messageSize);
    }

    public WorkloadBuilder payloadFile(Path payloadFile) {
        return set("payloadFile", Optional.ofNullable(payloadFile));
    }

    public WorkloadBuilder useRandomizedPayloads(boolean useRandomizedPayloads) {
        return set("useRandomizedPayloads", useRandomizedPayloads);
    }

    public WorkloadBuilder randomBytesRatio(double randomBytesRatio) {
        return set("randomBytesRatio", randomBytesRatio);
    }

    public WorkloadBuilder randomizedPayloadPoolSize(int randomizedPayloadPoolSize) {
        return set("randomizedPayloadPoolSize", randomizedPayloadPoolSize);
    }

    public WorkloadBuilder subscriptionsPerTopic(int subscriptionsPerTopic) {
        return set("subscriptionsPerTopic", subscriptionsPerTopic);
    }

    public WorkloadBuilder consumerPerSubscription(int consumerPerSubscription) {
        return set("consumerPerSubscription", consumerPerSubscription);
    }

    public WorkloadBuilder producersPerTopic(int producersPerTopic) {
        return set("producersPerTopic", producersPerTopic);
    }

    public WorkloadBuilder producerRate(double producerRate) {
        return set("producerRate", producerRate);
    }

    public WorkloadBuilder zipfExponent(double zipfExponent) {
        return set("zipfExponent", zipfExponent);
    }

    /** Where new subscriptions start reading; unset: as the driver is configured. */
    public WorkloadBuilder consumeFrom(ReadFrom consumeFrom) {
        return set("consumeFrom", Optional.ofNullable(consumeFrom));
    }

    /** With topicNames: create the named topics that do not exist yet (and keep them). */
    public WorkloadBuilder createMissingTopics(boolean createMissingTopics) {
        return set("createMissingTopics", createMissingTopics);
    }

    /** Sender threads spin instead of parking for waits under 20 µs (a core each, sends closer to their time). */
    public WorkloadBuilder spinWait(boolean spinWait) {
        return set("spinWait", spinWait);
    }

    /** At a fixed rate, the least time between two wakes of a sender thread, in microseconds (0: every due time). */
    public WorkloadBuilder minWakeIntervalMicros(int micros) {
        return set("minWakeIntervalMicros", micros);
    }

    /** Where msgbench's header travels: in the payload, out of band, or auto (the default). */
    public WorkloadBuilder header(HeaderPlacement header) {
        return set("header", header);
    }

    public WorkloadBuilder consumerBacklogSizeGB(double consumerBacklogSizeGB) {
        return set("consumerBacklogSizeGB", consumerBacklogSizeGB);
    }

    public WorkloadBuilder backlogDrainRatio(double backlogDrainRatio) {
        return set("backlogDrainRatio", backlogDrainRatio);
    }

    public WorkloadBuilder testDuration(Duration testDuration) {
        return set("testDuration", testDuration);
    }

    public WorkloadBuilder warmupDuration(Duration warmupDuration) {
        return set("warmupDuration", warmupDuration);
    }

    /** Existing topics to use; also sets {@code topics} to their count. */
    public WorkloadBuilder topicNames(List<String> topicNames) {
        set("topicNames", List.copyOf(topicNames));
        return set("topics", topicNames.size());
    }

    public WorkloadBuilder faults(List<FaultSpec> faults) {
        return set("faults", faults);
    }

    Duration testDuration() {
        return (Duration) values.get("testDuration");
    }

    /** @throws IllegalStateException when a value without a default was not set */
    public Workload build() {
        WorkloadFields.ALL.stream()
                .filter(WorkloadField::required)
                .filter(field -> values.get(field.component()) == null)
                .findFirst()
                .ifPresent(field -> {
                    throw new IllegalStateException(field.component() + " has no default and was not set");
                });
        return WorkloadFields.construct(values);
    }
}
