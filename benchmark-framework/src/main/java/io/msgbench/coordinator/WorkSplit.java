package io.msgbench.coordinator;

import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.ProducerAssignment;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which worker gets which producers and consumers. {@link SplitMode#SPLIT}: producers round-robin over
 * the first {@code max(1, n/2)} workers, consumers over the others (over all of them when there is one
 * worker); {@link SplitMode#EXTRA_CONSUMERS} the same over the first {@code max(1, ceil(n/3))}.
 * {@link SplitMode#SWARM}: every topic, with its producers and consumers, on one worker, topics
 * dealt round-robin. A worker may end up with no producers: it then sends nothing, and the total rate is
 * shared by the producers that exist (each producer's share is {@code rate / totalProducers}).
 */
public final class WorkSplit {
    private final SplitMode mode;
    private final int workers;
    private final Map<String, Integer> topicOwners = new HashMap<>();

    public WorkSplit(SplitMode mode, int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("a distributed run needs at least one worker");
        }
        this.mode = mode;
        this.workers = workers;
    }

    /** Why this split cannot run a workload with this many topics, or empty when it can. */
    public static Optional<String> problem(SplitMode mode, int workers, int topics) {
        if (mode == SplitMode.SWARM && topics < workers) {
            return Optional.of("swarm mode places whole topics on workers: " + topics + " topic(s) cannot keep "
                    + workers + " workers busy; use more topics or split mode");
        }
        return Optional.empty();
    }

    public SplitMode mode() {
        return mode;
    }

    /** The producers of each worker, by worker index. */
    public List<List<ProducerAssignment>> producers(List<ProducerAssignment> producers) {
        return deal(producers, ProducerAssignment::topic, producerWorkers(), 0);
    }

    /** The consumers of each worker, by worker index. */
    public List<List<ConsumerAssignment>> consumers(List<ConsumerAssignment> consumers) {
        int firstConsumerWorker = workers == 1 ? 0 : producerWorkers();
        return deal(consumers, ConsumerAssignment::topic, workers - firstConsumerWorker, firstConsumerWorker);
    }

    private int producerWorkers() {
        int share = mode == SplitMode.EXTRA_CONSUMERS ? (workers + 2) / 3 : workers / 2;
        return Math.max(1, share);
    }

    private <T> List<List<T>> deal(List<T> items, Function<T, String> topic, int count, int first) {
        List<List<T>> perWorker = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            perWorker.add(new ArrayList<>());
        }
        for (int i = 0; i < items.size(); i++) {
            T item = items.get(i);
            int worker = mode == SplitMode.SWARM ? owner(topic.apply(item)) : first + i % count;
            perWorker.get(worker).add(item);
        }
        return perWorker;
    }

    private int owner(String topic) {
        return topicOwners.computeIfAbsent(topic, t -> topicOwners.size() % workers);
    }
}
