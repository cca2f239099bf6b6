package io.msgbench.remote;

import io.msgbench.config.ConfigException;
import io.msgbench.coordinator.ResultContext;
import io.msgbench.coordinator.SplitMode;
import io.msgbench.coordinator.WorkerGroup;
import io.msgbench.fault.WorkerControl;
import io.msgbench.result.ClockOffset;
import io.msgbench.result.Distribution;
import io.msgbench.result.LatencyStats;
import io.msgbench.worker.WorkerLostException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The worker JVMs of one distributed run: connected (session claimed, clocks measured, heartbeats
 * running), seen by the run as one {@link WorkerGroup}, and afterwards described in the result with
 * their share of the clients and their clock offsets before and after.
 * <pre>{@code
 * try (Cluster cluster = Cluster.connect(urls, token, SplitMode.SPLIT, lost -> control.cancel(lost.getMessage()))) {
 *     RunResult result = new BenchmarkRun(workload, driver, cluster.group(), options, listener, control,
 *             FaultTargets.NONE, new ResultContext(Map.of(), cluster)).execute();
 * }
 * }</pre>
 */
public final class Cluster implements WorkerControl, ResultContext.DistributionSource, AutoCloseable {
    private final List<RemoteWorker> workers;
    private final WorkerGroup group;

    private Cluster(List<RemoteWorker> workers, SplitMode mode) {
        this.workers = workers;
        List<WorkerGroup.Member> members = new ArrayList<>();
        workers.forEach(w -> members.add(new WorkerGroup.Member(w.name(), w)));
        this.group = new WorkerGroup(members, mode);
    }

    public static Cluster connect(
            List<URI> urls, Optional<String> token, SplitMode mode, Consumer<WorkerLostException> onLost) {
        List<RemoteWorker> connected = new ArrayList<>();
        try {
            for (URI url : urls) {
                connected.add(RemoteWorker.connect(url, token, onLost));
            }
        } catch (RuntimeException e) {
            connected.forEach(RemoteWorker::close);
            throw explain(e);
        }
        return new Cluster(connected, mode);
    }

    /**
     * Reaches every worker once and lets it go, before anything starts (an embedded broker, a run): a worker that
     * cannot be reached, is no msgbench worker or refuses the token is then one line of bad input, not a failed run.
     */
    public static void probe(ClusterSpec spec) {
        connect(spec.urls(), spec.token(), spec.mode(), lost -> {}).close();
    }

    public WorkerGroup group() {
        return group;
    }

    public List<RemoteWorker> workers() {
        return workers;
    }

    @Override
    public String kill(int index) {
        RemoteWorker worker = workers.get(index);
        worker.crash();
        return "worker " + index + " (" + worker.name() + ") told to halt its JVM";
    }

    @Override
    public int count() {
        return workers.size();
    }

    /** The run's distribution: clocks measured again now, cross-host end-to-end judged against the median. */
    @Override
    public ResultContext.Described describe(LatencyStats measuredEndToEnd) {
        List<String> lost = group.lostWorkers();
        List<Distribution.WorkerRecord> records = new ArrayList<>();
        List<WorkerGroup.Share> shares = group.shares();
        for (int i = 0; i < workers.size(); i++) {
            RemoteWorker worker = workers.get(i);
            boolean isLost = lost.contains(worker.name());
            ClockOffset after = isLost ? null : clockAfter(worker);
            records.add(new Distribution.WorkerRecord(
                    worker.name(),
                    shares.get(i).producers(),
                    shares.get(i).consumers(),
                    worker.clockAtConnect(),
                    after,
                    worker.clockSource(),
                    isLost || after == null));
        }
        Distribution.EndToEndClock endToEnd = ClockJudgement.endToEnd(records, measuredEndToEnd);
        List<String> warnings = new ArrayList<>();
        lost.forEach(name ->
                warnings.add("worker " + name + " was lost during the run; its figures end at its last snapshot"));
        if (endToEnd.unreliable()) {
            warnings.add(ClockJudgement.warning(endToEnd));
        }
        return new ResultContext.Described(new Distribution(group.mode().label(), records, endToEnd), warnings);
    }

    private static ClockOffset clockAfter(RemoteWorker worker) {
        try {
            return worker.measureClock();
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static RuntimeException explain(RuntimeException e) {
        if (e instanceof WorkerClient.CallFailedException failed && failed.status == 401) {
            return ConfigException.of("--token-file", null, null, e.getMessage());
        }
        if (e instanceof NotAWorkerException || e instanceof WorkerMismatchException) {
            return new ConfigException(List.of(e.getMessage()));
        }
        if (e instanceof WorkerLostException lost) {
            return new ConfigException(
                    List.of("cannot reach " + lost.getMessage().replaceFirst(" lost: ", ": ")
                            + " (is bin/benchmark-worker running there, on that port?)"));
        }
        return e;
    }

    /** Releases every worker: each closes its clients and driver and is free for the next run. */
    @Override
    public void close() {
        try {
            group.close();
        } catch (Exception e) {
            // a worker that cannot be released lets its lease expire and cleans up by itself
        }
    }
}
