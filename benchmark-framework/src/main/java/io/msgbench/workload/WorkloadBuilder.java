package io.msgbench.workload;

import io.msgbench.driver.api.ReadFrom;
import io.msgbench.fault.FaultSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
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
    private String name;
    private Integer topics;
    private int partitionsPerTopic = 1;
    private KeyDistributorType keyDistributor = KeyDistributorType.NO_KEY;
    private Integer messageSize;
    private Path payloadFile;
    private boolean useRandomizedPayloads;
    private double randomBytesRatio;
    private int randomizedPayloadPoolSize;
    private int subscriptionsPerTopic = 1;
    private int consumerPerSubscription = 1;
    private int producersPerTopic = 1;
    private Double producerRate;
    private double consumerBacklogSizeGB;
    private double backlogDrainRatio = 1.0;
    private Duration testDuration = Duration.ofMinutes(5);
    private Duration warmupDuration = Duration.ofMinutes(1);
    private List<String> topicNames = List.of();
    private double zipfExponent = 1.0;
    private ReadFrom consumeFrom;
    private boolean createMissingTopics;
    private boolean spinWait;
    private List<FaultSpec> faults = List.of();

    WorkloadBuilder() {
    }

    public WorkloadBuilder name(String name) {
        this.name = name;
        return this;
    }

    public WorkloadBuilder topics(int topics) {
        this.topics = topics;
        return this;
    }

    public WorkloadBuilder partitionsPerTopic(int partitionsPerTopic) {
        this.partitionsPerTopic = partitionsPerTopic;
        return this;
    }

    public WorkloadBuilder keyDistributor(KeyDistributorType keyDistributor) {
        this.keyDistributor = keyDistributor;
        return this;
    }

    public WorkloadBuilder messageSize(int messageSize) {
        this.messageSize = messageSize;
        return this;
    }

    public WorkloadBuilder payloadFile(Path payloadFile) {
        this.payloadFile = payloadFile;
        return this;
    }

    public WorkloadBuilder useRandomizedPayloads(boolean useRandomizedPayloads) {
        this.useRandomizedPayloads = useRandomizedPayloads;
        return this;
    }

    public WorkloadBuilder randomBytesRatio(double randomBytesRatio) {
        this.randomBytesRatio = randomBytesRatio;
        return this;
    }

    public WorkloadBuilder randomizedPayloadPoolSize(int randomizedPayloadPoolSize) {
        this.randomizedPayloadPoolSize = randomizedPayloadPoolSize;
        return this;
    }

    public WorkloadBuilder subscriptionsPerTopic(int subscriptionsPerTopic) {
        this.subscriptionsPerTopic = subscriptionsPerTopic;
        return this;
    }

    public WorkloadBuilder consumerPerSubscription(int consumerPerSubscription) {
        this.consumerPerSubscription = consumerPerSubscription;
        return this;
    }

    public WorkloadBuilder producersPerTopic(int producersPerTopic) {
        this.producersPerTopic = producersPerTopic;
        return this;
    }

    public WorkloadBuilder producerRate(double producerRate) {
        this.producerRate = producerRate;
        return this;
    }

    public WorkloadBuilder zipfExponent(double zipfExponent) {
        this.zipfExponent = zipfExponent;
        return this;
    }

    /** Where new subscriptions start reading; unset: as the driver is configured. */
    public WorkloadBuilder consumeFrom(ReadFrom consumeFrom) {
        this.consumeFrom = consumeFrom;
        return this;
    }

    /** With topicNames: create the named topics that do not exist yet (and keep them). */
    public WorkloadBuilder createMissingTopics(boolean createMissingTopics) {
        this.createMissingTopics = createMissingTopics;
        return this;
    }

    /** Sender threads spin instead of parking for waits under 20 µs (a core each, sends closer to their time). */
    public WorkloadBuilder spinWait(boolean spinWait) {
        this.spinWait = spinWait;
        return this;
    }

    public WorkloadBuilder consumerBacklogSizeGB(double consumerBacklogSizeGB) {
        this.consumerBacklogSizeGB = consumerBacklogSizeGB;
        return this;
    }

    public WorkloadBuilder backlogDrainRatio(double backlogDrainRatio) {
        this.backlogDrainRatio = backlogDrainRatio;
        return this;
    }

    public WorkloadBuilder testDuration(Duration testDuration) {
        this.testDuration = testDuration;
        return this;
    }

    public WorkloadBuilder warmupDuration(Duration warmupDuration) {
        this.warmupDuration = warmupDuration;
        return this;
    }

    /** Existing topics to use; also sets {@code topics} to their count. */
    public WorkloadBuilder topicNames(List<String> topicNames) {
        this.topicNames = List.copyOf(topicNames);
        this.topics = topicNames.size();
        return this;
    }

    /** @throws IllegalStateException when a value without a default was not set */
    public WorkloadBuilder faults(List<FaultSpec> faults) {
        this.faults = faults;
        return this;
    }

    Duration testDuration() {
        return testDuration;
    }

    public Workload build() {
        return new Workload(required(name, "name"), required(topics, "topics"), partitionsPerTopic, keyDistributor,
                required(messageSize, "messageSize"), Optional.ofNullable(payloadFile), useRandomizedPayloads,
                randomBytesRatio, randomizedPayloadPoolSize, subscriptionsPerTopic, consumerPerSubscription,
                producersPerTopic, required(producerRate, "producerRate"), consumerBacklogSizeGB, backlogDrainRatio,
                testDuration, warmupDuration, topicNames, zipfExponent, Optional.ofNullable(consumeFrom),
                createMissingTopics, spinWait, faults);
    }

    private static <T> T required(T value, String field) {
        if (value == null) {
            throw new IllegalStateException(field + " has no default and was not set");
        }
        return value;
    }
}
