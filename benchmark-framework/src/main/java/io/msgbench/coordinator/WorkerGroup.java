package io.msgbench.coordinator;

import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.DeliveryReport;
import io.msgbench.measure.DeliveryState;
import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.DriverInfo;
import io.msgbench.worker.LoadSpec;
import io.msgbench.worker.ProducerAssignment;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerLostException;
import io.msgbench.worker.WorkerSnapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Several workers seen as one: the coordinator's {@link BenchmarkRun} drives it exactly like a single
 * worker. Producers and consumers are dealt by a {@link WorkSplit}; calls go to the workers in parallel;
 * snapshots are merged by adding histograms and delivery is judged on the merged sequence sets.
 *
 * <p>A worker that is lost ({@link WorkerLostException}) is left out from then on: the calls that wind a
 * run down (stop, snapshot, drain, close) go on with the others, every other call fails.
 */
public final class WorkerGroup implements Worker {
    /** One worker and the name it is reported under (its URL). */
    public record Member(String name, Worker worker) {
    }

    /** How many producers and consumers one worker was given. */
    public record Share(String name, int producers, int consumers) {
    }

    private final List<Member> members;
    private final WorkSplit split;
    private final ExecutorService calls;
    private final Set<Integer> lost = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final WorkerSnapshot[] lastSnapshots;
    private final int[] producers;
    private final int[] consumers;

    public WorkerGroup(List<Member> members, SplitMode mode) {
        this.members = List.copyOf(members);
        this.split = new WorkSplit(mode, members.size());
        this.calls = Executors.newFixedThreadPool(members.size(), runnable -> {
            Thread thread = new Thread(runnable, "msgbench-worker-call");
            thread.setDaemon(true);
            return thread;
        });
        this.lastSnapshots = new WorkerSnapshot[members.size()];
        this.producers = new int[members.size()];
        this.consumers = new int[members.size()];
    }

    public SplitMode mode() {
        return split.mode();
    }

    public List<Share> shares() {
        List<Share> shares = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            shares.add(new Share(members.get(i).name(), producers[i], consumers[i]));
        }
        return shares;
    }

    /** The names of the workers lost so far. */
    public List<String> lostWorkers() {
        return lost.stream().sorted().map(i -> members.get(i).name()).toList();
    }

    @Override
    public DriverInfo startDriver(DriverSpec spec) {
        return onAll(w -> w.startDriver(spec), false).get(0);
    }

    @Override
    public void createTopics(List<String> topics, int partitions) {
        first().createTopics(topics, partitions);
    }

    @Override
    public Optional<Integer> partitionCount(String topic) {
        return first().partitionCount(topic);
    }

    @Override
    public void createProducers(List<ProducerAssignment> assignments) {
        List<List<ProducerAssignment>> dealt = split.producers(assignments);
        onEach(i -> {
            members.get(i).worker().createProducers(dealt.get(i));
            producers[i] += dealt.get(i).size();
            return null;
        }, false);
    }

    @Override
    public void createConsumers(List<ConsumerAssignment> assignments) {
        List<List<ConsumerAssignment>> dealt = split.consumers(assignments);
        onEach(i -> {
            members.get(i).worker().createConsumers(dealt.get(i));
            consumers[i] += dealt.get(i).size();
            return null;
        }, false);
    }

    @Override
    public void sendProbes() {
        onEvery(Worker::sendProbes, false);
    }

    @Override
    public Set<String> probePairs() {
        Set<String> union = new HashSet<>();
        onAll(Worker::probePairs, false).forEach(union::addAll);
        return union;
    }

    @Override
    public void startLoad(LoadSpec load) {
        onEvery(w -> w.startLoad(load), false);
    }

    @Override
    public void stopLoad() {
        onEvery(Worker::stopLoad, true);
    }

    @Override
    public void pauseConsumers() {
        onEvery(Worker::pauseConsumers, true);
    }

    @Override
    public void resumeConsumers() {
        onEvery(Worker::resumeConsumers, true);
    }

    @Override
    public WorkerSnapshot snapshot() {
        List<WorkerSnapshot> fresh = onEach(i -> lastSnapshots[i] = members.get(i).worker().snapshot(), true);
        List<WorkerSnapshot> all = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            if (fresh.get(i) != null) {
                all.add(fresh.get(i));
            } else if (lastSnapshots[i] != null) {
                all.add(SnapshotMerge.countsOnly(lastSnapshots[i]));
            }
        }
        return SnapshotMerge.of(all);
    }

    @Override
    public DeliveryReport deliveryReport() {
        return DeliveryState.mergedReport(states());
    }

    @Override
    public DeliveryState deliveryState() {
        return DeliveryState.merge(states());
    }

    private List<DeliveryState> states() {
        return onAll(Worker::deliveryState, true).stream().filter(java.util.Objects::nonNull).toList();
    }

    @Override
    public void closeClients() {
        onEvery(Worker::closeClients, true);
    }

    @Override
    public void deleteTopics(List<String> topics) {
        first().deleteTopics(topics);
    }

    @Override
    public void close() throws Exception {
        Exception failure = null;
        for (Member member : members) {
            try {
                member.worker().close();
            } catch (Exception e) {
                failure = failure == null ? e : failure;
            }
        }
        calls.shutdownNow();
        if (failure != null) {
            throw failure;
        }
    }

    /** The first worker still answering: topics are created and deleted once, by one worker. */
    private Worker first() {
        for (int i = 0; i < members.size(); i++) {
            if (!lost.contains(i)) {
                return members.get(i).worker();
            }
        }
        throw new WorkerLostException("(all)", "every worker is lost", null);
    }

    private void onEvery(java.util.function.Consumer<Worker> call, boolean skipLost) {
        onAll(w -> {
            call.accept(w);
            return null;
        }, skipLost);
    }

    private <T> List<T> onAll(Function<Worker, T> call, boolean skipLost) {
        return onEach(i -> call.apply(members.get(i).worker()), skipLost);
    }

    /**
     * Calls every worker in parallel and returns the answers by worker index. With {@code skipLost}, a
     * lost worker's answer is null; without, a lost worker fails the call. Any other failure is rethrown
     * once every call has finished.
     */
    private <T> List<T> onEach(Function<Integer, T> call, boolean skipLost) {
        if (!skipLost && !lost.isEmpty()) {
            throw new WorkerLostException(lostWorkers().get(0), "left out of the run", null);
        }
        List<Future<T>> futures = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            int index = i;
            futures.add(lost.contains(i) ? null : calls.submit(() -> call.apply(index)));
        }
        List<T> answers = new ArrayList<>();
        RuntimeException failure = null;
        for (int i = 0; i < futures.size(); i++) {
            T answer = null;
            try {
                answer = futures.get(i) == null ? null : futures.get(i).get();
            } catch (ExecutionException e) {
                failure = firstFailure(failure, i, e.getCause(), skipLost);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = failure == null ? new IllegalStateException("interrupted") : failure;
            }
            answers.add(answer);
        }
        if (failure != null) {
            throw failure;
        }
        return answers;
    }

    private RuntimeException firstFailure(RuntimeException earlier, int index, Throwable cause, boolean skipLost) {
        if (cause instanceof WorkerLostException lostWorker) {
            lost.add(index);
            return skipLost ? earlier : earlier == null ? lostWorker : earlier;
        }
        if (earlier != null) {
            return earlier;
        }
        return cause instanceof RuntimeException runtime ? runtime
                : new IllegalStateException(members.get(index).name() + ": " + cause.getMessage(), cause);
    }
}
