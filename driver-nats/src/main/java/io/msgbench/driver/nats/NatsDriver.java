package io.msgbench.driver.nats;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.DurabilityWords;
import io.msgbench.driver.support.ReadFromDriver;
import io.msgbench.driver.support.SettingsDriver;
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
public final class NatsDriver extends SettingsDriver<NatsDriverSettings> implements TopicAdminDriver, ReadFromDriver {
    static final String MAPPING = "a JetStream stream per topic; partition n is the subject <topic>.<n>; a keyed"
            + " message goes to the partition of its key's hash, an unkeyed one round robin; a subscription is a"
            + " durable pull consumer (explicit acks) shared by its consumers; order is kept per partition for a"
            + " subscription with one consumer, not across the consumers of one subscription";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);

    private final AtomicInteger consumerNumber = new AtomicInteger();
    private Connection connection;
    private JetStream jetStream;
    private Streams streams;

    public NatsDriver() {
        super(NatsDriverSettings::parse);
    }

    @Override
    protected void connect(NatsDriverSettings settings) {
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

    /** BEGINNING: the stream's first message (DeliverPolicy.All); TAIL: only what comes after (New). */
    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ReadFrom readFrom, ConsumerCallback callback) {
        DeliverPolicy policy = readFrom == ReadFrom.TAIL ? DeliverPolicy.New : DeliverPolicy.All;
        return Calls.now(() -> new NatsConsumer(
                streams.durableConsumer(connection, topic, subscriptionName, policy),
                settings().pullBatchSize(),
                callback,
                "msgbench-nats-consumer-" + consumerNumber.incrementAndGet()));
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("durability", durability());
        description.put("clientVersion", Nats.CLIENT_VERSION);
        description.put("serverVersion", connection.getServerInfo().getVersion());
        description.put("mapping", MAPPING);
        return description;
    }

    /** The driver file's words, and the storage the streams use. */
    private String durability() {
        return DurabilityWords.statedOr(settings().durability(), "the NATS servers are configured")
                + "; streams: " + streams.storageInForce()
                + " (checked against the server's answer as each is created)";
    }

    @Override
    public void close() throws InterruptedException {
        if (connection != null) {
            connection.close();
        }
    }
}
