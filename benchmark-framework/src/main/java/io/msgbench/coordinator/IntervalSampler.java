package io.msgbench.coordinator;

import io.msgbench.result.BrokerFigures;
import io.msgbench.result.ClientBreakdown;
import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.IntervalResult;
import io.msgbench.worker.ClientFigures;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Turns the worker's running totals into intervals: the counts since the previous sample, the backlog
 * at the sample, and the histograms the worker recorded in between; and reads the clients' own figures
 * at each sample, which come with the snapshot.
 */
final class IntervalSampler {
    private final Worker worker;
    private final int subscriptionsPerTopic;
    private final ResultContext.BrokerSource broker;
    private final List<IntervalResult> intervals = new ArrayList<>();
    private final List<ClientBreakdown.Sample> clientSamples = new ArrayList<>();
    private CounterSnapshot previousTotals = CounterSnapshot.ZERO;
    private Instant previousAt = Instant.now();
    private WorkerSnapshot latest;
    private PartitionWatch partitions = PartitionWatch.NONE;

    IntervalSampler(Worker worker, int subscriptionsPerTopic, ResultContext.BrokerSource broker) {
        this.worker = worker;
        this.subscriptionsPerTopic = subscriptionsPerTopic;
        this.broker = broker;
    }

    /** Records the partition count of (the first {@value IntervalResult#WATCHED_TOPICS} of) these topics in each interval. */
    void watchPartitions(List<String> topics) {
        partitions.close();
        partitions = new PartitionWatch(worker, topics);
    }

    /** Stops watching the partitions (the run is over). */
    void stopWatching() {
        partitions.close();
    }

    /** Starts a fresh interval now, dropping what was recorded before (setup, probes). */
    void restart() {
        partitions.refresh();
        sample("setup");
        intervals.clear();
        clientSamples.clear();
    }

    IntervalResult sample(String phase) {
        latest = worker.execute(new Command.Snapshot());
        Instant now = Instant.now();
        CounterSnapshot totals = latest.totals();
        IntervalResult interval = new IntervalResult(
                phase,
                previousAt,
                now,
                totals.minus(previousTotals),
                backlog(totals, subscriptionsPerTopic),
                latest.interval(),
                latest.lastSendError(),
                partitions.latest(),
                brokerFigures());
        previousTotals = totals;
        previousAt = now;
        intervals.add(interval);
        Map<String, Double> figures = latest.combinedClientFigures();
        if (!figures.isEmpty()) {
            clientSamples.add(new ClientBreakdown.Sample(phase, now, figures));
        }
        return interval;
    }

    /**
     * Acknowledged × subscriptions − received, never below 0: a consumer may count a message before its producer
     * counts the acknowledgement (in a split run the two workers' snapshots are also taken moments apart), and
     * messages received ahead of their acknowledgement are no backlog.
     */
    static long backlog(CounterSnapshot totals, int subscriptionsPerTopic) {
        return Math.max(0, totals.acked() * subscriptionsPerTopic - totals.received());
    }

    private BrokerFigures brokerFigures() {
        try {
            return broker.sample();
        } catch (RuntimeException e) {
            return null; // a broker that just died (a kill fault) has no figures; the run goes on
        }
    }

    /** The clients' figures of every sample, and those of {@code phase} combined. */
    ClientBreakdown clientBreakdown(String phase) {
        ClientFigures combined = new ClientFigures();
        clientSamples.stream()
                .filter(sample -> sample.phase().equals(phase))
                .forEach(sample -> combined.add(sample.figures()));
        return new ClientBreakdown(combined.combined(), clientSamples);
    }

    List<IntervalResult> intervals() {
        return List.copyOf(intervals);
    }

    CounterSnapshot totals() {
        return previousTotals;
    }

    WorkerSnapshot latest() {
        return latest;
    }
}
