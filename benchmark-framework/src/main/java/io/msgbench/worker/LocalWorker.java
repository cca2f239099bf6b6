package io.msgbench.worker;

import io.msgbench.driver.DriverConfigCheck;
import io.msgbench.driver.DriverSource;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.result.CounterSnapshot;
import io.msgbench.worker.Command.CloseClients;
import io.msgbench.worker.Command.CloseDriver;
import io.msgbench.worker.Command.CreateConsumers;
import io.msgbench.worker.Command.CreateProducers;
import io.msgbench.worker.Command.CreateTopics;
import io.msgbench.worker.Command.DeleteTopics;
import io.msgbench.worker.Command.Delivery;
import io.msgbench.worker.Command.DescribeTopics;
import io.msgbench.worker.Command.Done;
import io.msgbench.worker.Command.PartitionCount;
import io.msgbench.worker.Command.PauseConsumers;
import io.msgbench.worker.Command.ProbesSeen;
import io.msgbench.worker.Command.ReadProbes;
import io.msgbench.worker.Command.ResumeConsumers;
import io.msgbench.worker.Command.SendProbes;
import io.msgbench.worker.Command.Snapshot;
import io.msgbench.worker.Command.StartDriver;
import io.msgbench.worker.Command.StartLoad;
import io.msgbench.worker.Command.StopLoad;
import io.msgbench.worker.Command.TopicFacts;
import io.msgbench.workload.KeyDistributor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The worker in this JVM: hosts one driver, its producers and consumers, the sender threads and the
 * measurements. The coordinator drives it step by step through {@link Worker}: each {@link Command} runs the
 * handler registered for its type in {@link #registerHandlers()}.
 */
public final class LocalWorker implements Worker {
    private final DriverSource drivers;
    private final int senderThreads;
    private final WorkerBounds bounds;
    private final Measurements measurements = new Measurements(KeyDistributor.KEY_COUNT);
    private final RunningLatencies runningLatencies = new RunningLatencies();
    private final List<ProducerAssignment> producerAssignments = new ArrayList<>();
    private final List<BenchmarkProducer> producers = new ArrayList<>();
    private final List<BenchmarkConsumer> consumers = new ArrayList<>();
    /** Read by snapshots, which may come while the load starts or stops. */
    private final List<SenderThread> senders = new CopyOnWriteArrayList<>();

    private final Map<Class<?>, Function<Command<?>, Object>> handlers = new HashMap<>();
    private LoadedDriver driver;

    public LocalWorker(DriverSource drivers) {
        this(drivers, WorkerBounds.DEFAULTS);
    }

    public LocalWorker(DriverSource drivers, WorkerBounds bounds) {
        this(drivers, Math.max(1, Runtime.getRuntime().availableProcessors() / 2), bounds);
    }

    public LocalWorker(DriverSource drivers, int senderThreads) {
        this(drivers, senderThreads, WorkerBounds.DEFAULTS);
    }

    public LocalWorker(DriverSource drivers, int senderThreads, WorkerBounds bounds) {
        this.drivers = drivers;
        this.senderThreads = senderThreads;
        this.bounds = bounds;
        registerHandlers();
    }

    /** The handler of every command: one line per command type. */
    private void registerHandlers() {
        on(StartDriver.class, command -> startDriver(command.spec()));
        on(CreateTopics.class, this::createTopics);
        on(PartitionCount.class, command -> partitionCount(command.topic()).orElse(null));
        on(DescribeTopics.class, this::describeTopics);
        on(DeleteTopics.class, this::deleteTopics);
        on(CreateProducers.class, this::createProducers);
        on(CreateConsumers.class, this::createConsumers);
        on(SendProbes.class, this::sendProbes);
        on(ReadProbes.class, command -> new ProbesSeen(measurements.probes.pairs()));
        on(StartLoad.class, command -> startLoad(command.load()));
        on(StopLoad.class, command -> stopLoad());
        on(PauseConsumers.class, command -> forEachConsumer(BenchmarkConsumer::pause));
        on(ResumeConsumers.class, command -> forEachConsumer(BenchmarkConsumer::resume));
        on(Snapshot.class, command -> snapshot());
        on(Delivery.class, command -> measurements.verifier.state());
        on(CloseClients.class, command -> closeClients());
        on(CloseDriver.class, command -> closeDriver());
        List<Class<?>> unhandled = Command.types().stream()
                .filter(type -> !handlers.containsKey(type))
                .toList();
        if (!unhandled.isEmpty()) {
            throw new IllegalStateException("LocalWorker has no handler for " + unhandled);
        }
    }

    private <C extends Command<A>, A> void on(Class<C> type, Function<C, A> handler) {
        handlers.put(type, command -> handler.apply(type.cast(command)));
    }

    @Override
    public <A> A execute(Command<A> command) {
        return command.answerType().cast(handlers.get(command.getClass()).apply(command));
    }

    /** Loads and initializes the driver. */
    public DriverInfo startDriver(DriverSpec spec) {
        driver = drivers.load(spec);
        DriverConfigCheck.check(driver, spec);
        try {
            driver.initialize(DriverConfigCheck.configOf(spec));
        } catch (DriverConfigException e) {
            throw DriverConfigCheck.problem(spec, e);
        }
        return new DriverInfo(
                driver.topicNamePrefix(),
                driver.describe(),
                driver.carriesHeaderOutOfBand(),
                driver.outOfBandHeaderPlace());
    }

    private Done createTopics(CreateTopics command) {
        int count = command.topics().size();
        Duration bound = bounds.topicCreation(count);
        // the call too, not only its future: a driver may block inside createTopics before it returns one
        Await.call(
                () -> driver.createTopics(command.topics(), command.partitions()),
                bound,
                "creating " + count + " topic(s)");
        return Done.DONE;
    }

    private Optional<Integer> partitionCount(String topic) {
        return Await.call(() -> driver.partitionCount(topic), bounds.clientCall(), "describing topic " + topic);
    }

    private Done createProducers(CreateProducers command) {
        for (ProducerAssignment assignment : command.producers()) {
            // the call too, not only its future: a client may block inside it (a broker that does not answer)
            producers.add(Await.call(
                    () -> driver.createProducer(assignment.topic()),
                    bounds.clientCall(),
                    "creating a producer on " + assignment.topic()));
            producerAssignments.add(assignment);
        }
        return Done.DONE;
    }

    private Done createConsumers(CreateConsumers command) {
        for (ConsumerAssignment assignment : command.consumers()) {
            ConsumerSink sink = new ConsumerSink(assignment.subscription(), assignment.topic(), measurements);
            consumers.add(Await.call(
                    () -> assignment.readFrom() == null
                            ? driver.createConsumer(assignment.topic(), assignment.subscription(), sink)
                            : driver.createConsumer(
                                    assignment.topic(), assignment.subscription(), assignment.readFrom(), sink),
                    bounds.clientCall(),
                    "creating a consumer of " + assignment.topic()));
        }
        return Done.DONE;
    }

    private Done sendProbes(SendProbes command) {
        for (int i = 0; i < producers.size(); i++) {
            byte[] probe = new byte[PayloadHeader.SIZE];
            PayloadHeader.write(
                    probe,
                    new PayloadHeader.Fields(
                            producerAssignments.get(i).producerId(),
                            KeyDistributor.NO_KEY,
                            -1,
                            HostClock.epochNanos(),
                            true));
            try {
                // a probe's acknowledgement is not waited for: what counts is its arrival at the consumers
                if (command.headerOutOfBand()) {
                    var unused = producers.get(i).sendAsync(Optional.empty(), probe, new byte[0]);
                } else {
                    var unused = producers.get(i).sendAsync(Optional.empty(), probe);
                }
            } catch (RuntimeException e) {
                measurements.sendFailed(e);
            }
        }
        return Done.DONE;
    }

    private Done startLoad(LoadSpec load) {
        runningLatencies.reset();
        long startNanos = System.nanoTime() + (load.startEpochNanos() - HostClock.epochNanos());
        List<List<ScheduledProducer>> groups = new ArrayList<>();
        for (int i = 0; i < Math.min(senderThreads, producers.size()); i++) {
            groups.add(new ArrayList<>());
        }
        for (int i = 0; i < producers.size(); i++) {
            SendSchedule schedule = SendSchedule.forProducer(
                    load.totalRatePerSecond(),
                    load.totalProducers(),
                    producerAssignments.get(i).producerId(),
                    startNanos);
            groups.get(i % groups.size())
                    .add(new ScheduledProducer(
                            producerAssignments.get(i),
                            producers.get(i),
                            schedule,
                            KeyDistributor.create(load.keyDistributor(), load.zipfExponent()),
                            load.payloads(),
                            measurements,
                            load.headerOutOfBand()));
        }
        for (int i = 0; i < groups.size(); i++) {
            InFlightWindow window = InFlightWindow.forLoad(
                    load.payloads().get(0).length,
                    producers.size(),
                    Runtime.getRuntime().maxMemory());
            SenderThread sender = new SenderThread("msgbench-sender-" + i, groups.get(i), load.pacing(), window);
            sender.setContextClassLoader(driver.classLoader());
            senders.add(sender);
            sender.start();
        }
        return Done.DONE;
    }

    private Done stopLoad() {
        for (SenderThread sender : senders) {
            try {
                sender.shutdown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        senders.clear();
        awaitInFlight();
        return Done.DONE;
    }

    private void awaitInFlight() {
        long deadline = System.nanoTime() + bounds.inFlight().toNanos();
        while (System.nanoTime() < deadline) {
            var totals = measurements.counters.snapshot();
            if (totals.acked() + totals.failed() >= totals.sent()) {
                return;
            }
            sleep(10);
        }
    }

    private Done forEachConsumer(java.util.function.Consumer<BenchmarkConsumer> action) {
        consumers.forEach(action);
        return Done.DONE;
    }

    /** The measurements, then each client's own figures since the previous snapshot. */
    private WorkerSnapshot snapshot() {
        WorkerSnapshot measured = measurements.snapshot();
        runningLatencies.add(measured.interval());
        List<Map<String, Double>> figures = ClientFigures.sampleEach(Stream.concat(
                producers.stream().map(producer -> (Supplier<Map<String, Double>>) producer::clientMetrics),
                consumers.stream().map(consumer -> (Supplier<Map<String, Double>>) consumer::clientMetrics)));
        inFlightWindow().ifPresent(window -> figures.add(Map.of(InFlightWindow.FIGURE, window)));
        return new WorkerSnapshot(
                measured.takenAtEpochNanos(),
                measured.totals(),
                measured.interval(),
                measured.nonPositiveEndToEnd(),
                measured.lowestEndToEndMicros(),
                measured.lastSendError(),
                figures);
    }

    /** The mean in-flight window of the unthrottled sender threads, if any run. */
    private Optional<Double> inFlightWindow() {
        List<SenderThread> running = List.copyOf(senders);
        if (running.isEmpty() || !running.get(0).unthrottled()) {
            return Optional.empty();
        }
        return Optional.of(
                running.stream().mapToInt(SenderThread::inFlightLimit).average().orElseThrow());
    }

    /** Counters since the start, without starting a new histogram interval (for live metrics). */
    public CounterSnapshot totals() {
        return measurements.counters.snapshot();
    }

    /** The latencies since the load started, as the snapshots so far add up. */
    public RunningLatencies runningLatencies() {
        return runningLatencies;
    }

    /** True while sender threads run. */
    public boolean loadRunning() {
        return !senders.isEmpty();
    }

    /** Closes every client, bounded; clients still closing after the bound are counted in a {@link WorkerException}. */
    private Done closeClients() {
        String left = closeAllClients();
        if (!left.isEmpty()) {
            throw new WorkerException(left);
        }
        return Done.DONE;
    }

    /** @return which clients were left behind still closing, or "" */
    private String closeAllClients() {
        int producersLeft = BoundedClose.all(producers, bounds.close(), "producer");
        int consumersLeft = BoundedClose.all(consumers, bounds.close(), "consumer");
        producers.clear();
        producerAssignments.clear();
        consumers.clear();
        return producersLeft + consumersLeft == 0
                ? ""
                : producersLeft + " producer(s) and " + consumersLeft + " consumer(s) had not closed within "
                        + bounds.close().toSeconds() + " s; left behind";
    }

    private TopicFacts describeTopics(DescribeTopics command) {
        return new TopicFacts(
                command.topics().isEmpty()
                        ? Map.of()
                        : Await.call(
                                () -> driver.describeTopics(command.topics()),
                                bounds.clientCall(),
                                "describing " + command.topics().size() + " topic(s)"));
    }

    private Done deleteTopics(DeleteTopics command) {
        List<String> topics = command.topics();
        if (!topics.isEmpty()) {
            Await.call(
                    () -> driver.deleteTopics(topics), bounds.clientCall(), "deleting " + topics.size() + " topic(s)");
        }
        return Done.DONE;
    }

    @Override
    public void close() throws Exception {
        if (!senders.isEmpty()) {
            stopLoad();
        }
        closeAllClients(); // none are left after a run's teardown, which reports those that hang
        closeDriver(); // nor a driver
    }

    /** Closes the driver, once, bounded; a close that fails or outlasts the bound is a {@link WorkerException}. */
    private Done closeDriver() {
        if (driver != null) {
            LoadedDriver closing = driver;
            driver = null;
            BoundedClose.one(closing, bounds.close(), "driver");
        }
        return Done.DONE;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
