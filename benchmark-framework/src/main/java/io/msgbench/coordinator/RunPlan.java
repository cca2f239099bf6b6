package io.msgbench.coordinator;

import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.workload.Workload;
import java.util.ArrayList;
import java.util.List;

/**
 * Who does what in a run: the topic names, one producer id per producer across the run, and the
 * subscriptions with their consumers. Subscription names are unique per topic and per run.
 */
record RunPlan(
        String runId,
        List<String> topics,
        boolean createTopics,
        List<ProducerAssignment> producers,
        List<ConsumerAssignment> consumers,
        int subscriptionsPerTopic) {

    static RunPlan of(Workload workload, String topicPrefix, String runId) {
        List<String> topics =
                workload.usesExistingTopics() ? workload.topicNames() : newTopicNames(workload, topicPrefix, runId);
        List<ProducerAssignment> producers = new ArrayList<>();
        List<ConsumerAssignment> consumers = new ArrayList<>();
        for (int t = 0; t < topics.size(); t++) {
            String topic = topics.get(t);
            for (int p = 0; p < workload.producersPerTopic(); p++) {
                producers.add(new ProducerAssignment(producers.size(), topic));
            }
            for (int s = 0; s < workload.subscriptionsPerTopic(); s++) {
                String subscription = topicPrefix + "-" + runId + "-sub-" + t + "-" + s;
                for (int c = 0; c < workload.consumerPerSubscription(); c++) {
                    consumers.add(new ConsumerAssignment(
                            topic, subscription, workload.consumeFrom().orElse(null)));
                }
            }
        }
        return new RunPlan(
                runId, topics, !workload.usesExistingTopics(), producers, consumers, workload.subscriptionsPerTopic());
    }

    private static List<String> newTopicNames(Workload workload, String prefix, String runId) {
        List<String> names = new ArrayList<>();
        for (int t = 0; t < workload.topics(); t++) {
            names.add(prefix + "-" + runId + "-" + t);
        }
        return names;
    }

    /** Every (subscription, producer) pair that must see a probe before the run is ready. */
    int probePairs() {
        return producers.size() * subscriptionsPerTopic;
    }
}
