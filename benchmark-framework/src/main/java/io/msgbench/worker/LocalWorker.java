package io.msgbench.worker;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverSource;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.measure.CounterSnapshot;
import io.msgbench.measure.DeliveryReport;
import io.msgbench.measure.DeliveryState;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.workload.KeyDistributor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

/**
 * The worker in this JVM: hosts one driver, its producers and consumers, the sender threads and the
 * measurements. The coordinator drives it step by step through {@link Worker}.
 */
public final class LocalWorker implements Worker {
    private static final Duration CLIENT_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration IN_FLIGHT_TIMEOUT = Duration.ofSeconds(30);

    private final DriverSource drivers;
    private final int senderThreads;
    private final Measurements measurements = new Measurements(KeyDistributor.KEY_COUNT);
    private final List<ProducerAssignment> producerAssignments = new ArrayList<>();
    private final List<BenchmarkProducer> producers = new ArrayList<>();
    private final List<BenchmarkConsumer> consumers = new ArrayList<>();
    private final List<SenderThread> senders = new ArrayList<>();
    private LoadedDriver driver;

    public LocalWorker(DriverSource drivers) {
        this(drivers, Math.max(1, Runtime.getRuntime().availableProcessors() / 2));
    }

    public LocalWorker(DriverSource drivers, int senderThreads) {
        this.drivers = drivers;
        this.senderThreads = senderThreads;
    }

    @Override
    public DriverInfo startDriver(DriverSpec spec) {
        driver = drivers.load(spec);
        try {
            driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
        } catch (DriverConfigException e) {
            throw ConfigException.of(spec.file().toString(), null, e.key(), e.reason());
        }
        return new DriverInfo(driver.topicNamePrefix(), driver.describe());
    }

    @Override
    public void createTopics(List<String> topics, int partitions) {
        List<CompletableFuture<Void>> created = new ArrayList<>();
        for (String topic : topics) {
            created.add(driver.createTopic(topic, partitions));
        }
        Await.result(CompletableFuture.allOf(created.toArray(CompletableFuture[]::new)), CLIENT_TIMEOUT,
                "creating " + topics.size() + " topic(s)");
    }

    @Override
    public Optional<Integer> partitionCount(String topic) {
        return Await.result(driver.partitionCount(topic), CLIENT_TIMEOUT, "describing topic " + topic);
    }

    @Override
    public void createProducers(List<ProducerAssignment> assignments) {
        for (ProducerAssignment assignment : assignments) {
            producers.add(Await.result(driver.createProducer(assignment.topic()), CLIENT_TIMEOUT,
                    "creating a producer on " + assignment.topic()));
            producerAssignments.add(assignment);
        }
    }

    @Override
    public void createConsumers(List<ConsumerAssignment> assignments) {
        for (ConsumerAssignment assignment : assignments) {
            ConsumerSink sink = new ConsumerSink(assignment.subscription(), assignment.topic(), measurements);
            CompletableFuture<BenchmarkConsumer> created = assignment.readFrom() == null
                    ? driver.createConsumer(assignment.topic(), assignment.subscription(), sink)
                    : driver.createConsumer(assignment.topic(), assignment.subscription(), assignment.readFrom(), sink);
            consumers.add(Await.result(created, CLIENT_TIMEOUT, "creating a consumer of " + assignment.topic()));
        }
    }

    @Override
    public void sendProbes() {
        for (int i = 0; i < producers.size(); i++) {
            byte[] probe = new byte[PayloadHeader.SIZE];
            PayloadHeader.write(probe, new PayloadHeader.Fields(producerAssignments.get(i).producerId(),
                    KeyDistributor.NO_KEY, -1, HostClock.epochNanos(), true));
            try {
                producers.get(i).sendAsync(Optional.empty(), probe);
            } catch (RuntimeException e) {
                measurements.sendFailed(e);
            }
        }
    }

    @Override
    public int probePairsSeen() {
        return measurements.probes.pairsSeen();
    }

    @Override
    public Set<String> probePairs() {
        return measurements.probes.pairs();
    }

    @Override
    public void startLoad(LoadSpec load) {
        long startNanos = System.nanoTime() + (load.startEpochNanos() - HostClock.epochNanos());
        List<List<ScheduledProducer>> groups = new ArrayList<>();
        for (int i = 0; i < Math.min(senderThreads, producers.size()); i++) {
            groups.add(new ArrayList<>());
        }
        int window = LoadSpec.unthrottledWindow(load.payloads().get(0).length, producers.size());
        for (int i = 0; i < producers.size(); i++) {
            SendSchedule schedule = SendSchedule.forProducer(load.totalRatePerSecond(), load.totalProducers(),
                    producerAssignments.get(i).producerId(), startNanos);
            groups.get(i % groups.size()).add(new ScheduledProducer(producerAssignments.get(i), producers.get(i), schedule,
                    KeyDistributor.create(load.keyDistributor(), load.zipfExponent()), load.payloads(), measurements,
                    window));
        }
        for (int i = 0; i < groups.size(); i++) {
            SenderThread sender = new SenderThread("msgbench-sender-" + i, groups.get(i), load.spinWait());
            sender.setContextClassLoader(driver.classLoader());
            senders.add(sender);
            sender.start();
        }
    }

    @Override
    public void stopLoad() {
        for (SenderThread sender : senders) {
            try {
                sender.shutdown();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        senders.clear();
        awaitInFlight();
    }

    private void awaitInFlight() {
        long deadline = System.nanoTime() + IN_FLIGHT_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            var totals = measurements.counters.snapshot();
            if (totals.acked() + totals.failed() >= totals.sent()) {
                return;
            }
            sleep(10);
        }
    }

    @Override
    public void pauseConsumers() {
        consumers.forEach(BenchmarkConsumer::pause);
    }

    @Override
    public void resumeConsumers() {
        consumers.forEach(BenchmarkConsumer::resume);
    }

    @Override
    public WorkerSnapshot snapshot() {
        return measurements.snapshot();
    }

    @Override
    public DeliveryReport deliveryReport() {
        return measurements.verifier.report();
    }

    @Override
    public Map<String, Double> clientMetrics() {
        ClientFigures figures = new ClientFigures();
        producers.forEach(producer -> figures.add(readFigures(producer::clientMetrics)));
        consumers.forEach(consumer -> figures.add(readFigures(consumer::clientMetrics)));
        return figures.combined();
    }

    /** A driver whose figures fail leaves them out of this sample; the run itself goes on. */
    private static Map<String, Double> readFigures(java.util.function.Supplier<Map<String, Double>> figures) {
        try {
            return figures.get();
        } catch (RuntimeException e) {
            return Map.of();
        }
    }

    @Override
    public DeliveryState deliveryState() {
        return measurements.verifier.state();
    }

    /** Counters since the start, without starting a new histogram interval (for live metrics). */
    public CounterSnapshot totals() {
        return measurements.counters.snapshot();
    }

    /** True while sender threads run. */
    public boolean loadRunning() {
        return !senders.isEmpty();
    }

    @Override
    public void closeClients() {
        for (BenchmarkProducer producer : producers) {
            closeQuietly(producer);
        }
        for (BenchmarkConsumer consumer : consumers) {
            closeQuietly(consumer);
        }
        producers.clear();
        producerAssignments.clear();
        consumers.clear();
    }

    @Override
    public void deleteTopics(List<String> topics) {
        if (!topics.isEmpty()) {
            Await.result(driver.deleteTopics(topics), CLIENT_TIMEOUT, "deleting " + topics.size() + " topic(s)");
        }
    }

    @Override
    public void close() throws Exception {
        if (!senders.isEmpty()) {
            stopLoad();
        }
        closeClients();
        if (driver != null) {
            driver.close();
            driver = null;
        }
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception ignored) {
            // teardown goes on: one client failing to close must not keep the others open
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
