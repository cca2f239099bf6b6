package io.msgbench.perf;

import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadBuilder;

/** The suite's workloads: 100-byte messages, one subscription per topic, durations from the settings. */
final class Workloads {
    static final int MESSAGE_SIZE = 100;

    private Workloads() {}

    /** {@code topics} topics with one producer and one consumer each, at {@code rate} msg/s in total (0 = unthrottled). */
    static Workload of(String name, int topics, double rate, SuiteSettings settings) {
        return builder(name, topics, rate, settings).build();
    }

    /** As {@link #of}, to be changed further before it is built. */
    static WorkloadBuilder builder(String name, int topics, double rate, SuiteSettings settings) {
        return Workload.builder()
                .name(name)
                .topics(topics)
                .partitionsPerTopic(1)
                .producersPerTopic(1)
                .subscriptionsPerTopic(1)
                .consumerPerSubscription(1)
                .messageSize(MESSAGE_SIZE)
                .producerRate(rate)
                .keyDistributor(KeyDistributorType.NO_KEY)
                .warmupDuration(settings.warmup())
                .testDuration(settings.measure());
    }
}
