package io.msgbench.driver.loopback;

import io.msgbench.driver.api.BenchmarkProducer;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Publishes to one topic and acknowledges at once. A keyed message goes to the key's partition, an
 * unkeyed one round-robin over the partitions.
 */
final class LoopbackProducer implements BenchmarkProducer {
    /**
     * Every acknowledgement is this one completed future: no allocation per send, so the harness's
     * own cost is what shows. Completed futures cannot be completed again; nobody obtrudes on it.
     */
    private static final CompletableFuture<Void> ACKNOWLEDGED = CompletableFuture.completedFuture(null);

    private final LoopbackTopic topic;
    private int nextPartition;

    LoopbackProducer(LoopbackTopic topic) {
        this.topic = topic;
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        topic.publish(partition(key), payload);
        return ACKNOWLEDGED;
    }

    private int partition(Optional<String> key) {
        int partitions = topic.partitions();
        if (key.isPresent()) {
            return Math.floorMod(key.get().hashCode(), partitions);
        }
        int partition = nextPartition;
        nextPartition = partition + 1 == partitions ? 0 : partition + 1;
        return partition;
    }

    @Override
    public void close() {
        // nothing buffered: every send was acknowledged and queued when it returned
    }
}
