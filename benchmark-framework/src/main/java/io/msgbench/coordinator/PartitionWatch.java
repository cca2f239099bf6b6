package io.msgbench.coordinator;

import io.msgbench.result.IntervalResult;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The partition (segment) counts of a run's first {@value IntervalResult#WATCHED_TOPICS} topics, read in the
 * background: a broker that does not answer (stopped, paused by a fault) never holds up a sample, and each interval
 * records the counts the driver last reported. A topic the driver cannot describe is left out; the run goes on.
 */
final class PartitionWatch implements AutoCloseable {
    static final PartitionWatch NONE = new PartitionWatch(null, List.of());

    private final Worker worker;
    private final List<String> topics;
    private final AtomicReference<Map<String, Integer>> latest = new AtomicReference<>(Map.of());
    private final AtomicBoolean reading = new AtomicBoolean();
    private final ExecutorService reader;

    PartitionWatch(Worker worker, List<String> topics) {
        this.worker = worker;
        this.topics = List.copyOf(topics.subList(0, Math.min(topics.size(), IntervalResult.WATCHED_TOPICS)));
        this.reader = this.topics.isEmpty()
                ? null
                : Executors.newSingleThreadExecutor(runnable -> {
                    Thread thread = new Thread(runnable, "msgbench-partition-watch");
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /** The counts last read, and a new reading started unless one is still under way. */
    Map<String, Integer> latest() {
        refresh();
        return latest.get();
    }

    /** Starts a reading in the background unless one is under way. */
    void refresh() {
        if (reader != null && reading.compareAndSet(false, true)) {
            reader.execute(() -> {
                try {
                    latest.set(read());
                } finally {
                    reading.set(false);
                }
            });
        }
    }

    private Map<String, Integer> read() {
        Map<String, Integer> partitions = new TreeMap<>();
        for (String topic : topics) {
            try {
                Integer count = worker.execute(new Command.PartitionCount(topic));
                if (count != null) {
                    partitions.put(topic, count);
                }
            } catch (RuntimeException e) {
                // a figure beside the measurements: not worth failing a run over
            }
        }
        return partitions;
    }

    @Override
    public void close() {
        if (reader != null) {
            reader.shutdownNow();
        }
    }
}
