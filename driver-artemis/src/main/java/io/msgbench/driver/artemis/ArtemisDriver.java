package io.msgbench.driver.artemis;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.DurabilityWords;
import io.msgbench.driver.support.SettingsDriver;
import io.msgbench.driver.support.TailOnlyDriver;
import io.msgbench.driver.support.TopicAdmin;
import io.msgbench.driver.support.TopicAdminDriver;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.utils.VersionLoader;

/**
 * Runs the benchmark against ActiveMQ Artemis over its core protocol ({@link Topology} says what a topic, a
 * partition and a subscription become); a send is done on the broker's confirmation. It deletes only topics with
 * its prefix.
 */
public final class ArtemisDriver extends SettingsDriver<ArtemisDriverSettings>
        implements TopicAdminDriver, TailOnlyDriver {
    static final String MAPPING = "a multicast address per topic; a subscription is one durable multicast queue"
            + " <topic>.<subscription> on it, shared by its consumers; Artemis has no partitions: the count is"
            + " recorded on the broker and read back, nothing more; a key is the message's group id"
            + " (_AMQ_GROUP_ID), which Artemis pins to one consumer of a queue, so per-key order holds within a"
            + " subscription also with several consumers; a new subscription receives only what is published after"
            + " its queue exists (no history)";
    static final String BEGINNING_REFUSED = "consumeFrom: BEGINNING: Artemis keeps no history for a new"
            + " subscription (its queue receives only what is published after it is created); use TAIL";

    private CoreConnection connection;
    private ClientSession adminSession;
    private BrokerManagement management;
    private Topology topology;

    public ArtemisDriver() {
        super(ArtemisDriverSettings::parse);
    }

    @Override
    protected void connect(ArtemisDriverSettings settings) {
        connection = CoreConnection.open(settings);
        try {
            adminSession = connection.session();
            management = new BrokerManagement(adminSession);
            topology = new Topology(adminSession, management);
        } catch (Exception e) {
            throw new DriverException(
                    "cannot open an Artemis session at " + settings.brokerAddress() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public TopicAdmin topicAdmin() {
        return topology;
    }

    @Override
    public String topicKind() {
        return "Artemis addresses";
    }

    @Override
    public Throwable explainAdminFailure(Exception failure) {
        return explain(failure);
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return call(() -> new ArtemisProducer(connection.session(), topic));
    }

    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return call(() -> new ArtemisConsumer(
                connection.session(), topology.subscriptionQueue(topic, subscriptionName), callback));
    }

    /** TAIL is what a new subscription does anyway; BEGINNING is refused in one line. */
    @Override
    public String beginningRefusal() {
        return BEGINNING_REFUSED;
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        BrokerDurability broker = BrokerDurability.readBack(management);
        description.put("durability", DurabilityWords.statedThen(settings().durability(), broker.inWords()));
        description.put("clientVersion", VersionLoader.getVersion().getFullVersion());
        description.put("serverVersion", broker.version());
        description.put(
                "acknowledgement",
                "asynchronous send confirmation (confirmationWindowSize "
                        + settings().confirmationWindowSize() + " bytes): a send is done when the broker confirms it");
        description.put("mapping", MAPPING);
        return description;
    }

    @Override
    public void close() throws Exception {
        try (CoreConnection closedLast = connection;
                ClientSession session = adminSession;
                BrokerManagement requests = management) {
            // try-with-resources closes them in reverse order, each also when one before it fails
        }
    }

    /** A blocking client call as the SPI's future, its failure in this driver's words. */
    private static <T> CompletableFuture<T> call(Callable<T> action) {
        return Calls.now(action, ArtemisDriver::explain);
    }

    private static Exception explain(Exception e) {
        return e instanceof DriverException ? e : new DriverException("Artemis: " + e.getMessage(), e);
    }
}
