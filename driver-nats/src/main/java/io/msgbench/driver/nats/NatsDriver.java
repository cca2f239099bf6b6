package io.msgbench.driver.nats;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.TopicAdmin;
import io.msgbench.driver.support.TopicAdminDriver;
import io.nats.client.Connection;
import io.nats.client.JetStream;
import io.nats.client.Nats;
import io.nats.client.Options;
import io.nats.client.api.DeliverPolicy;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the benchmark against NATS JetStream: a topic is a stream, its partition n the subject
 * {@code <topic>.<n>}, a subscription a durable pull consumer that its consumers share, and a send is done on
 * the JetStream publish ack. It deletes only streams whose names carry its topic prefix.
 */
public final class NatsDriver implements TopicAdminDriver {
    static final String MAPPING = "a JetStream stream per topic; partition n is the subject <topic>.<n>; a keyed"
            + " message goes to the partition of its key's hash, an unkeyed one round robin; a subscription is a"
            + " durable pull consumer (explicit acks) shared by its consumers; order is kept per partition for a"
            + " subscription with one consumer, not across the consumers of one subscription";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private final AtomicInteger consumerNumber = new AtomicInteger();
    private NatsDriverSettings settings;
    private Connection connection;
    private JetStream jetStream;
    private Streams streams;

    @Override
    public void checkConfig(DriverConfig config) {
        NatsDriverSettings.parse(config);
    }

    @Override
    public void initialize(DriverConfig config) {
        settings = NatsDriverSettings.parse(config);
        Options options = new Options.Builder()
                .server(settings.url())
                .connectionTimeout(CONNECT_TIMEOUT)
                .connectionName("msgbench")
                .errorListener(new QuietErrorListener())
                .build();
        try {
            connection = Nats.connect(options);
        } catch (Exception e) {
            throw new DriverConfigException(
                    "natsHostUrl", "cannot reach nats-server at " + settings.url() + ": " + e.getMessage());
        }
        try {
            jetStream = connection.jetStream();
            streams = new Streams(connection.jetStreamManagement(), settings);
        } catch (Exception e) {
            throw new DriverException("nats-server at " + settings.url() + " has no JetStream: " + e.getMessage());
        }
    }

    @Override
    public TopicAdmin topicAdmin() {
        return streams;
    }

    @Override
    public String topicKind() {
        return "JetStream streams";
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return Calls.now(() -> new NatsProducer(
                jetStream,
                topic,
                streams.partitionCount(topic)
                        .orElseThrow(() -> new DriverException("no JetStream stream '" + topic + "'"))));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return createConsumer(topic, subscriptionName, ReadFrom.BEGINNING, callback);
    }

    /** BEGINNING: the stream's first message (DeliverPolicy.All); TAIL: only what comes after (New). */
    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        DeliverPolicy policy = readFrom == ReadFrom.TAIL ? DeliverPolicy.New : DeliverPolicy.All;
        return Calls.now(() -> new NatsConsumer(
                streams.durableConsumer(connection, topic, subscriptionName, policy),
                settings.pullBatchSize(),
                callback,
                "msgbench-nats-consumer-" + consumerNumber.incrementAndGet()));
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put(
                "durability",
                settings.durability()
                                .orElse("not stated: as the NATS servers are configured"
                                        + " (set durability: in the driver file to record it)")
                        + "; streams: " + streams.storageInForce()
                        + " (checked against the server's answer as each is created)");
        description.put("clientVersion", Nats.CLIENT_VERSION);
        description.put("serverVersion", connection.getServerInfo().getVersion());
        description.put("mapping", MAPPING);
        return description;
    }

    @Override
    public void close() throws InterruptedException {
        if (connection != null) {
            connection.close();
        }
    }
}
