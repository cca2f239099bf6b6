package io.msgbench.worker;

import io.msgbench.driver.DriverSpec;
import io.msgbench.measure.DeliveryState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One step the coordinator asks of a worker, as a record; {@code A} is the answer. The seam is these records:
 * {@link LocalWorker} runs each with its handler, {@code remote/RemoteWorker} sends it to a worker JVM, whose
 * server hands it to that JVM's {@link LocalWorker}, and {@code coordinator/WorkerGroup} fans it out to several
 * workers by the policy the record states ({@link #reach()}, {@link #merge()}, {@link #windsDown()}).
 * <pre>{@code
 * DriverInfo info = worker.execute(new Command.StartDriver(spec));
 * WorkerSnapshot snapshot = worker.execute(new Command.Snapshot());
 * }</pre>
 * Adding a step: a record here and its handler in {@link LocalWorker}'s table; the wire, the server and the group
 * need nothing more.
 */
public sealed interface Command<A> {

    /** Which workers of a group get a command. */
    enum Reach {
        /** The first worker still answering: topics are created, described and deleted once. */
        ONE,
        /** Every worker. */
        ALL,
        /** The workers holding producers. */
        PRODUCERS,
        /** The workers holding consumers. */
        CONSUMERS,
        /** Every worker, each with its share of the command's producers as the work split deals them. */
        DEAL_PRODUCERS,
        /** Every worker, each with its share of the command's consumers as the work split deals them. */
        DEAL_CONSUMERS
    }

    /** How a group turns its workers' answers into one. */
    enum Merge {
        /** Nothing to merge: the answer is {@link Done}. */
        DONE,
        /** The first worker's answer (every worker answers alike, or only one was asked). */
        FIRST,
        /** The union of the probe pairs the workers saw. */
        UNION,
        /** Snapshots added: counters summed, histograms added, client figures pooled; a lost worker's counts stay. */
        ADD,
        /** Delivery states united: acks and receipts may live on different workers. */
        UNITE
    }

    /** The answer's type, for reading it off the wire. */
    Class<A> answerType();

    /**
     * How a group sends this command and merges the answers, and how long a worker may take.
     *
     * @param windsDown     a step that winds a run down: a group goes on with the workers still answering
     * @param waitsOnBroker the worker may wait on the broker (its own 60 s bound per client step) before answering
     */
    record Policy(Reach reach, Merge merge, boolean windsDown, boolean waitsOnBroker) {
        public static Policy to(Reach reach, Merge merge) {
            return new Policy(reach, merge, false, false);
        }

        public Policy windingDown() {
            return new Policy(reach, merge, true, waitsOnBroker);
        }

        public Policy waitingOnBroker() {
            return new Policy(reach, merge, windsDown, true);
        }
    }

    Policy policy();

    default Reach reach() {
        return policy().reach();
    }

    default Merge merge() {
        return policy().merge();
    }

    default boolean windsDown() {
        return policy().windsDown();
    }

    default boolean waitsOnBroker() {
        return policy().waitsOnBroker();
    }

    /** The same command with any wall-clock time moved into a worker's clock ({@code offsetNanos} = its minus ours). */
    default Command<A> inWorkerClock(long offsetNanos) {
        return this;
    }

    /** Every kind of command, each a record. */
    static List<Class<?>> types() {
        List<Class<?>> types = new ArrayList<>();
        addRecords(Command.class, types);
        return types;
    }

    private static void addRecords(Class<?> type, List<Class<?>> into) {
        if (type.isRecord()) {
            into.add(type);
        }
        Class<?>[] permitted = type.getPermittedSubclasses();
        for (Class<?> sub : permitted == null ? new Class<?>[0] : permitted) {
            addRecords(sub, into);
        }
    }

    /** The answer of a step that only has to be done. */
    record Done() {
        public static final Done DONE = new Done();
    }

    /** The (subscription, producer) pairs that have seen a probe, as {@code subscription/producerId}. */
    record ProbesSeen(Set<String> pairs) {
        public ProbesSeen {
            pairs = Set.copyOf(pairs);
        }
    }

    /** A command answered only with {@link Done}. */
    sealed interface Step extends Command<Done> {
        @Override
        default Class<Done> answerType() {
            return Done.class;
        }

        /** A step's policy: nothing to merge. */
        static Policy to(Reach reach) {
            return Policy.to(reach, Merge.DONE);
        }
    }

    /** Loads and initializes the driver. */
    record StartDriver(DriverSpec spec) implements Command<DriverInfo> {
        public StartDriver {
            Objects.requireNonNull(spec, "spec");
        }

        @Override
        public Class<DriverInfo> answerType() {
            return DriverInfo.class;
        }

        @Override
        public Policy policy() {
            return Policy.to(Reach.ALL, Merge.FIRST).waitingOnBroker();
        }
    }

    record CreateTopics(List<String> topics, int partitions) implements Step {
        public CreateTopics {
            topics = List.copyOf(topics);
        }

        @Override
        public Policy policy() {
            return Step.to(Reach.ONE).waitingOnBroker();
        }
    }

    /** The partition count of an existing topic; the answer is null when the topic does not exist. */
    record PartitionCount(String topic) implements Command<Integer> {
        public PartitionCount {
            Objects.requireNonNull(topic, "topic");
        }

        @Override
        public Class<Integer> answerType() {
            return Integer.class;
        }

        @Override
        public Policy policy() {
            return Policy.to(Reach.ONE, Merge.FIRST).waitingOnBroker();
        }
    }

    /** What the driver can tell about the run's topics once the load has stopped ({@code describeTopics}). */
    record DescribeTopics(List<String> topics) implements Command<TopicFacts> {
        public DescribeTopics {
            topics = List.copyOf(topics);
        }

        @Override
        public Class<TopicFacts> answerType() {
            return TopicFacts.class;
        }

        @Override
        public Policy policy() {
            return Policy.to(Reach.ONE, Merge.FIRST).windingDown().waitingOnBroker();
        }
    }

    /** The driver's facts about the run's topics, in words, by name. */
    record TopicFacts(Map<String, String> facts) {
        public TopicFacts {
            facts = Map.copyOf(facts);
        }
    }

    /** Deletes topics (at teardown, so it goes on when a worker was lost). */
    record DeleteTopics(List<String> topics) implements Step {
        public DeleteTopics {
            topics = List.copyOf(topics);
        }

        @Override
        public Policy policy() {
            return Step.to(Reach.ONE).windingDown().waitingOnBroker();
        }
    }

    record CreateProducers(List<ProducerAssignment> producers) implements Step {
        public CreateProducers {
            producers = List.copyOf(producers);
        }

        @Override
        public Policy policy() {
            return Step.to(Reach.DEAL_PRODUCERS).waitingOnBroker();
        }
    }

    record CreateConsumers(List<ConsumerAssignment> consumers) implements Step {
        public CreateConsumers {
            consumers = List.copyOf(consumers);
        }

        @Override
        public Policy policy() {
            return Step.to(Reach.DEAL_CONSUMERS).waitingOnBroker();
        }
    }

    /**
     * Sends one probe message (header flagged, never measured) from every producer.
     *
     * @param headerOutOfBand the probe's header goes beside an empty payload, as the run's messages' do
     */
    record SendProbes(boolean headerOutOfBand) implements Step {
        @Override
        public Policy policy() {
            return Step.to(Reach.PRODUCERS);
        }
    }

    /** The probe pairs seen so far. */
    record ReadProbes() implements Command<ProbesSeen> {
        @Override
        public Class<ProbesSeen> answerType() {
            return ProbesSeen.class;
        }

        @Override
        public Policy policy() {
            return Policy.to(Reach.ALL, Merge.UNION);
        }
    }

    /** Starts sending on the shared send grid; its start time moves into each worker's clock. */
    record StartLoad(LoadSpec load) implements Step {
        public StartLoad {
            Objects.requireNonNull(load, "load");
        }

        @Override
        public StartLoad inWorkerClock(long offsetNanos) {
            return new StartLoad(load.startingAt(load.startEpochNanos() + offsetNanos));
        }

        @Override
        public Policy policy() {
            return Step.to(Reach.PRODUCERS);
        }
    }

    /** Stops sending and waits (bounded) for the sends in flight to be acknowledged or fail. */
    record StopLoad() implements Step {
        @Override
        public Policy policy() {
            return Step.to(Reach.PRODUCERS).windingDown().waitingOnBroker();
        }
    }

    record PauseConsumers() implements Step {
        @Override
        public Policy policy() {
            return Step.to(Reach.CONSUMERS).windingDown();
        }
    }

    record ResumeConsumers() implements Step {
        @Override
        public Policy policy() {
            return Step.to(Reach.CONSUMERS).windingDown();
        }
    }

    /** Counters since the start, the histograms since the previous snapshot, and the clients' own figures. */
    record Snapshot() implements Command<WorkerSnapshot> {
        @Override
        public Class<WorkerSnapshot> answerType() {
            return WorkerSnapshot.class;
        }

        @Override
        public Policy policy() {
            return Policy.to(Reach.ALL, Merge.ADD).windingDown();
        }
    }

    /** The verifier's sequence sets; {@link DeliveryState#report()} judges them. */
    record Delivery() implements Command<DeliveryState> {
        @Override
        public Class<DeliveryState> answerType() {
            return DeliveryState.class;
        }

        @Override
        public Policy policy() {
            return Policy.to(Reach.ALL, Merge.UNITE).windingDown();
        }
    }

    /** Closes producers and consumers, bounded; clients left behind still closing fail it. */
    record CloseClients() implements Step {
        @Override
        public Policy policy() {
            return Step.to(Reach.ALL).windingDown().waitingOnBroker();
        }
    }

    /** Closes the driver, bounded: the last step of a run's teardown; a close that fails or hangs fails it. */
    record CloseDriver() implements Step {
        @Override
        public Policy policy() {
            return Step.to(Reach.ALL).windingDown().waitingOnBroker();
        }
    }
}
