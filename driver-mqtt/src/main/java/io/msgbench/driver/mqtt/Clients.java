package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.datatypes.MqttQos;
import com.hivemq.client.mqtt.lifecycle.MqttClientDisconnectedContext;
import com.hivemq.client.mqtt.lifecycle.MqttDisconnectSource;
import com.hivemq.client.mqtt.mqtt5.Mqtt5AsyncClient;
import com.hivemq.client.mqtt.mqtt5.Mqtt5Client;
import com.hivemq.client.mqtt.mqtt5.message.connect.Mqtt5ConnectBuilder;
import com.hivemq.client.mqtt.mqtt5.message.connect.connack.Mqtt5ConnAck;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.jar.JarFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connected MQTT 5 clients, one per producer and per consumer (as OMB's driver has them), with the driver
 * file's address, credentials, keep-alive and in-flight limit. Client identifiers are the prefix, this driver
 * instance's own nonce and a counter, so two runs (or two workers) never take over each other's sessions.
 *
 * <p>The client's network threads are this driver's own ({@link #close}): HiveMQ's shared ones would outlive
 * the driver and its class loader, and fail loading classes once the framework has closed it.
 */
final class Clients {
    private static final Logger LOG = LoggerFactory.getLogger(Clients.class);
    private static final long CONNECT_SECONDS = 10;

    private final MqttDriverSettings settings;
    private final String nonce = UUID.randomUUID().toString().substring(0, 8);
    private final AtomicInteger number = new AtomicInteger();
    private final ExecutorService network = Executors.newCachedThreadPool(daemon("msgbench-mqtt-network-"));
    private final Set<Mqtt5AsyncClient> all = ConcurrentHashMap.newKeySet();

    Clients(MqttDriverSettings settings) {
        this.settings = settings;
    }

    /** A producer's client: a clean session that ends with its connection. */
    Mqtt5AsyncClient producer() throws Exception {
        return connect("p", true, 0);
    }

    /**
     * A consumer's client. With {@code cleanSession: false} its session (subscription and queued messages)
     * outlives a lost connection by {@code sessionExpiryInterval} and automatic reconnects resume it.
     */
    Mqtt5AsyncClient consumer() throws Exception {
        boolean clean = settings.cleanSession();
        return connect("c", clean, clean ? 0 : settings.sessionExpirySeconds());
    }

    /** A client for the driver's own requests (the topic registry). */
    Mqtt5AsyncClient admin() throws Exception {
        return connect("a", true, 0);
    }

    private Mqtt5AsyncClient connect(String role, boolean cleanStart, long sessionExpiry) throws Exception {
        String id = settings.clientIdPrefix() + "-" + role + "-" + nonce + "-" + number.incrementAndGet();
        var builder = Mqtt5Client.builder()
                .identifier(id)
                .serverHost(settings.host())
                .serverPort(settings.port())
                .executorConfig()
                .nettyExecutor(network)
                .applyExecutorConfig();
        AtomicBoolean connected = new AtomicBoolean();
        builder = builder.addConnectedListener(context -> connected.set(true))
                .addDisconnectedListener(context -> warnOfLostConnection(id, connected, context, sessionExpiry > 0));
        Mqtt5AsyncClient client =
                (sessionExpiry > 0 ? builder.automaticReconnectWithDefaultConfig() : builder).buildAsync();
        Mqtt5ConnectBuilder.Send<CompletableFuture<Mqtt5ConnAck>> connect = client.connectWith()
                .cleanStart(cleanStart)
                .sessionExpiryInterval(sessionExpiry)
                .keepAlive(settings.keepAliveSeconds())
                .restrictions()
                .receiveMaximum(settings.maxInflight())
                .sendMaximum(settings.maxInflight())
                .applyRestrictions();
        if (settings.userName().isPresent()) {
            connect = connect.simpleAuth()
                    .username(settings.userName().get())
                    .password(settings.password().orElse("").getBytes(StandardCharsets.UTF_8))
                    .applySimpleAuth();
        }
        all.add(client);
        connect.send().get(CONNECT_SECONDS, TimeUnit.SECONDS);
        return client;
    }

    /**
     * A connection that was up and was lost other than by our own disconnect: said once per loss, because a
     * consumer's reconnect resumes its session and the broker may then deliver its unacknowledged messages again
     * (duplicates that the run's verdict counts).
     */
    private static void warnOfLostConnection(
            String id, AtomicBoolean connected, MqttClientDisconnectedContext context, boolean reconnects) {
        if (connected.getAndSet(false) && context.getSource() != MqttDisconnectSource.USER) {
            LOG.warn(
                    "MQTT client {} lost its connection ({}: {}){}",
                    id,
                    context.getSource(),
                    context.getCause().getMessage(),
                    reconnects ? "; reconnecting, its unacknowledged messages may arrive again" : "");
        }
    }

    /**
     * Disconnects what the framework left connected (a run that failed half-way), then waits for the network
     * threads to end: the client stops them once its last connection is gone.
     */
    void close() throws InterruptedException {
        for (Mqtt5AsyncClient client : all) {
            if (client.getState().isConnectedOrReconnect()) {
                try {
                    client.disconnect().get(CONNECT_SECONDS, TimeUnit.SECONDS);
                } catch (ExecutionException | TimeoutException e) {
                    // gone already, or the broker is paused: the threads end without it
                }
            }
        }
        network.shutdown();
        network.awaitTermination(CONNECT_SECONDS, TimeUnit.SECONDS);
    }

    private static ThreadFactory daemon(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    static MqttQos qos(int code) {
        return MqttQos.fromCode(code);
    }

    /** The HiveMQ client's version, from its jar's manifest. */
    static String clientVersion() {
        try (JarFile jar = new JarFile(Mqtt5Client.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .getPath())) {
            return "hivemq-mqtt-client " + jar.getManifest().getMainAttributes().getValue("Bundle-Version");
        } catch (Exception e) {
            return "hivemq-mqtt-client (version unknown)";
        }
    }
}
