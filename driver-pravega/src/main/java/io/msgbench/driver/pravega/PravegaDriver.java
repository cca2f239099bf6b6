package io.msgbench.driver.pravega;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.SettingsDriver;
import io.pravega.client.ClientConfig;
import io.pravega.client.EventStreamClientFactory;
import io.pravega.client.stream.EventWriterConfig;
import io.pravega.client.stream.ReaderConfig;
import io.pravega.client.stream.impl.ByteArraySerializer;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the benchmark against Pravega: topics are streams of one scope (fixed or auto-scaling segments),
 * producers are EventStreamWriters (or transactional writers), subscriptions are reader groups with one
 * reader per consumer. It seals and deletes only the streams it created itself.
 */
public final class PravegaDriver extends SettingsDriver<PravegaDriverSettings> {
    private static final Logger LOG = LoggerFactory.getLogger(PravegaDriver.class);
    private static final ByteArraySerializer SERIALIZER = new ByteArraySerializer();
    private static final Duration OWN_THREADS_EXIT = Duration.ofSeconds(10);
    /**
     * gRPC, under the controller client, warns through java.util.logging (on stderr) while a controller is
     * unreachable, before the driver's own one-line error; only its errors are shown. Held so that the level stays.
     */
    @SuppressWarnings("unused") // never read: the reference is what keeps the logger, and so its level, alive
    private static final java.util.logging.Logger GRPC_LOG = errorsOnly("io.grpc");

    private final Set<String> createdStreams = ConcurrentHashMap.newKeySet();
    private final AtomicInteger clientNumber = new AtomicInteger();
    private ScheduledExecutorService scheduler;
    private ExecutorService committer;
    private StreamAdmin admin;
    private EventStreamClientFactory clients;
    private ReaderGroups readerGroups;

    private static java.util.logging.Logger errorsOnly(String name) {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(name);
        logger.setLevel(java.util.logging.Level.SEVERE);
        return logger;
    }

    public PravegaDriver() {
        super(PravegaDriverSettings::parse);
    }

    @Override
    protected void connect(PravegaDriverSettings settings) {
        ClientConfig clientConfig =
                ClientConfig.builder().controllerURI(settings.controllerUri()).build();
        scheduler = Executors.newScheduledThreadPool(2, DaemonThreads.named("msgbench-pravega-timer"));
        committer = Executors.newCachedThreadPool(DaemonThreads.named("msgbench-pravega-commit"));
        admin = StreamAdmin.connect(
                clientConfig, settings.scope(), settings.createScope(), settings.requestTimeout(), scheduler);
        clients = EventStreamClientFactory.withScope(settings.scope(), clientConfig);
        readerGroups = new ReaderGroups(settings.scope(), clientConfig);
    }

    @Override
    public CompletableFuture<Void> createTopic(String topic, int partitions) {
        try {
            return admin.createStream(topic, settings().scaling().policy(partitions))
                    .thenAccept(created -> {
                        if (!created) {
                            throw new DriverException(
                                    "Pravega stream " + settings().scope() + "/" + topic + " already exists");
                        }
                        createdStreams.add(topic);
                    });
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** The stream's active segment count now; with auto-scaling it changes during a run. */
    @Override
    public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
        try {
            return admin.segmentCount(topic);
        } catch (RuntimeException e) {
            // the client checks names synchronously (letters, digits, '.' and '-' only)
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public CompletableFuture<Void> deleteTopics(Collection<String> topics) {
        List<String> refused =
                topics.stream().filter(topic -> !createdStreams.contains(topic)).toList();
        if (!refused.isEmpty()) {
            return CompletableFuture.failedFuture(new DriverException("refusing to seal or delete Pravega streams "
                    + "that this driver did not create: " + String.join(", ", refused)));
        }
        try {
            CompletableFuture<?>[] sealed = topics.stream()
                    .map(topic -> {
                        readerGroups.deleteFor(topic);
                        return admin.seal(topic, settings().deleteStreams())
                                .thenRun(() -> createdStreams.remove(topic));
                    })
                    .toArray(CompletableFuture[]::new);
            return CompletableFuture.allOf(sealed);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        EventWriterConfig config = EventWriterConfig.builder()
                .enableConnectionPooling(settings().connectionPooling())
                .build();
        return Calls.now(() -> settings()
                .transactions()
                .<BenchmarkProducer>map(transactions -> new PravegaTransactionalProducer(
                        clients.createTransactionalEventWriter(clientName("writer", topic), topic, SERIALIZER, config),
                        transactions,
                        scheduler,
                        committer))
                .orElseGet(() -> new PravegaProducer(clients.createEventWriter(topic, SERIALIZER, config))));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return Calls.now(() -> {
            readerGroups.ensure(subscriptionName, topic);
            String readerId = clientName("reader", subscriptionName);
            return PravegaConsumer.start(
                    clients.createReader(
                            readerId,
                            subscriptionName,
                            SERIALIZER,
                            ReaderConfig.builder().build()),
                    callback,
                    readerId);
        });
    }

    @Override
    public Map<String, String> describe() {
        return settings() != null
                ? settings().describe(ClientVersion.get())
                : Map.of("clientVersion", ClientVersion.get(), "durability", "unknown: driver not initialized");
    }

    @Override
    public void close() {
        if (readerGroups != null) {
            readerGroups.close();
        }
        if (clients != null) {
            clients.close();
        }
        if (admin != null) {
            admin.close();
        }
        if (committer != null) {
            committer.shutdown();
            scheduler.shutdownNow();
            awaitOwnThreads();
        }
    }

    /**
     * Its own executors end within close(); the client's gRPC and netty threads end on their own after it, and the
     * framework keeps the driver's classes loaded until they have (LoaderRelease).
     */
    private void awaitOwnThreads() {
        try {
            if (!committer.awaitTermination(OWN_THREADS_EXIT.toMillis(), TimeUnit.MILLISECONDS)
                    || !scheduler.awaitTermination(OWN_THREADS_EXIT.toMillis(), TimeUnit.MILLISECONDS)) {
                LOG.warn("Pravega driver threads still running {} after close", OWN_THREADS_EXIT);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private String clientName(String role, String of) {
        return of + "-" + role + "-" + clientNumber.incrementAndGet();
    }
}
