package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.mqtt5.Mqtt5AsyncClient;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.Calls;
import io.msgbench.driver.support.SettingsDriver;
import io.msgbench.driver.support.TailOnlyDriver;
import io.msgbench.driver.support.TopicAdmin;
import io.msgbench.driver.support.TopicAdminDriver;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs the benchmark against an MQTT 5 broker: a topic is an MQTT topic, its partition n the topic level
 * {@code <topic>/<n>}, a subscription an MQTT 5 shared subscription {@code $share/<subscription>/<topic>/+}
 * (or, with {@code sharedSubscriptions: false}, a plain one with one consumer), and at QoS 1 a send is done on
 * the broker's PUBACK. It deletes only topics whose names carry its prefix.
 */
public final class MqttDriver extends SettingsDriver<MqttDriverSettings> implements TopicAdminDriver, TailOnlyDriver {
    static final String BEGINNING_REFUSED = "consumeFrom: BEGINNING: an MQTT broker keeps no history of a topic"
            + " (a new subscription gets only what is published after it); use consumeFrom: TAIL";

    private final Set<String> plainSubscriptions = ConcurrentHashMap.newKeySet();
    private Clients clients;
    private Mqtt5AsyncClient admin;
    private TopicRegistry registry;

    public MqttDriver() {
        super(MqttDriverSettings::parse);
    }

    @Override
    protected void connect(MqttDriverSettings settings) {
        clients = new Clients(settings);
        try {
            admin = clients.admin();
        } catch (Exception e) {
            throw new DriverConfigException(
                    "brokerAddr",
                    "cannot reach an MQTT 5 broker at tcp://" + settings.host() + ":" + settings.port() + ": "
                            + Failures.oneLine(e));
        }
        registry = new TopicRegistry(admin);
    }

    @Override
    public TopicAdmin topicAdmin() {
        return registry;
    }

    @Override
    public String topicKind() {
        return "MQTT topics";
    }

    @Override
    public CompletableFuture<BenchmarkProducer> createProducer(String topic) {
        return Calls.now(() -> {
            int partitions = registry.partitionCount(topic)
                    .orElseThrow(() -> new DriverException("no MQTT topic '" + topic + "' in msgbench's registry"));
            return new MqttProducer(
                    clients.producer(),
                    topic,
                    partitions,
                    Clients.qos(settings().pubQos()));
        });
    }

    /** A new subscription gets what is published once it is made: MQTT's only starting point. */
    @Override
    public CompletableFuture<BenchmarkConsumer> createConsumer(
            String topic, String subscriptionName, ConsumerCallback callback) {
        return Calls.now(() -> {
            Topics.checkName("subscription", subscriptionName);
            if (!settings().sharedSubscriptions() && !plainSubscriptions.add(topic + "/" + subscriptionName)) {
                throw new DriverException(
                        "subscription '" + subscriptionName + "' has a second consumer, but with"
                                + " sharedSubscriptions: false each consumer gets every message; set sharedSubscriptions: true");
            }
            String filter = Topics.filter(topic, subscriptionName, settings().sharedSubscriptions());
            return MqttConsumer.subscribe(clients.consumer(), filter, settings().subQos(), callback);
        });
    }

    /** TAIL is what a new subscription does anyway; BEGINNING is refused in one line. */
    @Override
    public String beginningRefusal() {
        return BEGINNING_REFUSED;
    }

    @Override
    public Map<String, String> describe() {
        return new Description(settings()).asMap();
    }

    @Override
    public void close() throws Exception {
        if (clients != null) {
            clients.close(); // the admin client too
        }
    }
}
