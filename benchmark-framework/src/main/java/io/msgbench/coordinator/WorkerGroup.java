package io.msgbench.coordinator;

import io.msgbench.measure.DeliveryState;
import io.msgbench.worker.Command;
import io.msgbench.worker.Command.CreateConsumers;
import io.msgbench.worker.Command.CreateProducers;
import io.msgbench.worker.Command.Done;
import io.msgbench.worker.Command.ProbesSeen;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerLostException;
import io.msgbench.worker.WorkerSnapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * Several workers seen as one: the coordinator's {@link BenchmarkRun} drives it exactly like a single
 * worker. Each {@link Command} goes, in parallel, to the workers its {@link Command.Reach} names (producers and
 * consumers dealt by a {@link WorkSplit}), and the answers become one as its {@link Command.Merge} says:
 * snapshots are merged by adding histograms and pooling client figures, delivery is judged on the merged
 * sequence sets.
 *
 * <p>A worker that is lost ({@link WorkerLostException}) is left out from then on: the commands that wind a
 * run down (stop, snapshot, drain, close) go on with the others, every other command fails.
 */
public final class WorkerGroup implements Worker {
    /** One worker and the name it is reported under (its URL). */
    public record Member(String name, Worker worker) {}

    /** How many producers and consumers one worker was given. */
    public record Share(String name, int producers, int consumers) {}

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

    /**
     * Runs {@code command} on the workers its {@link Command#reach()} names, in parallel, and merges their answers
     * as its {@link Command#merge()} says. A command that does not wind the run down fails once a worker is lost.
     */
    @Override
    public <A> A execute(Command<A> command) {
        if (command.reach() == Command.Reach.ONE) {
            return first().execute(command);
        }
        List<Command<?>> addressed = addressed(command);
        List<Object> answers =
                onEach(i -> addressed.get(i) == null ? null : call(i, addressed.get(i)), command.windsDown());
        return command.answerType().cast(merge(command.merge(), answers));
    }

    /** Each worker's command, by worker index: the command itself, its share of the clients, or null (not asked). */
    private List<Command<?>> addressed(Command<?> command) {
        List<Command<?>> addressed = new ArrayList<>();
        switch (command.reach()) {
            case DEAL_PRODUCERS ->
                split.producers(((CreateProducers) command).producers())
                        .forEach(share -> addressed.add(new CreateProducers(share)));
            case DEAL_CONSUMERS ->
                split.consumers(((CreateConsumers) command).consumers())
                        .forEach(share -> addressed.add(new CreateConsumers(share)));
            default -> {
                for (int i = 0; i < members.size(); i++) {
                    addressed.add(asks(command.reach(), i) ? command : null);
                }
            }
        }
        return addressed;
    }

    private boolean asks(Command.Reach reach, int member) {
        return switch (reach) {
            case PRODUCERS -> producers[member] > 0;
            case CONSUMERS -> consumers[member] > 0;
            default -> true;
        };
    }

    /** Runs one worker's command, counting the clients it was dealt. */
    private Object call(int member, Command<?> command) {
        Object answer = members.get(member).worker().execute(command);
        if (command instanceof CreateProducers create) {
            producers[member] += create.producers().size();
        } else if (command instanceof CreateConsumers create) {
            consumers[member] += create.consumers().size();
        }
        return answer;
    }

    /** The workers' answers as one; a worker not asked, or lost, answered null. */
    private Object merge(Command.Merge merge, List<Object> answers) {
        List<Object> given = answers.stream().filter(Objects::nonNull).toList();
        return switch (merge) {
            case DONE -> Done.DONE;
            case FIRST -> given.isEmpty() ? null : given.get(0);
            case UNION -> {
                Set<String> union = new HashSet<>();
                given.forEach(answer -> union.addAll(((ProbesSeen) answer).pairs()));
                yield new ProbesSeen(union);
            }
            case ADD -> addSnapshots(answers);
            case UNITE ->
                DeliveryState.merge(
                        given.stream().map(DeliveryState.class::cast).toList());
        };
    }

    /** Fresh snapshots added up; a lost worker's last one still counts, with its counts only. */
    private WorkerSnapshot addSnapshots(List<Object> answers) {
        List<WorkerSnapshot> all = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            if (answers.get(i) != null) {
                lastSnapshots[i] = (WorkerSnapshot) answers.get(i);
                all.add(lastSnapshots[i]);
            } else if (lastSnapshots[i] != null) {
                all.add(SnapshotMerge.countsOnly(lastSnapshots[i]));
            }
        }
        return SnapshotMerge.of(all);
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
        return cause instanceof RuntimeException runtime
                ? runtime
                : new IllegalStateException(members.get(index).name() + ": " + cause.getMessage(), cause);
    }
}
