package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A consumer's persistent session (cleanSession: false) on the real mosquitto: its connection is cut (a relay
 * between it and the broker drops it and turns reconnects away), messages are published meanwhile, and once
 * the way is open again the client reconnects by itself and receives them from its session.
 */
@ExtendWith(MosquittoBroker.class)
class MqttSessionTest {
    private static final Duration WAIT = Duration.ofSeconds(60); // a hang guard only

    @Test
    void whatIsPublishedWhileAConsumerIsCutOffArrivesOnceItReconnects() throws Exception {
        DriverSpec spec = MosquittoBroker.driver("driver-mqtt/mqtt-embedded.yaml");
        int brokerPort = URI.create((String) spec.values().get("brokerAddr")).getPort();
        String topic = "msgbench-session-" + System.nanoTime();
        try (CuttableProxy relay = new CuttableProxy(brokerPort)) {
            LoadedDriver direct = driver(spec, Map.of());
            LoadedDriver relayed = driver(spec, Map.of("brokerAddr", "tcp://127.0.0.1:" + relay.port()));
            direct.createTopic(topic, 2).get(60, TimeUnit.SECONDS);
            Received received = new Received();
            BenchmarkConsumer consumer =
                    relayed.createConsumer(topic, "durable", received).get(60, TimeUnit.SECONDS);
            BenchmarkProducer producer = direct.createProducer(topic).get(60, TimeUnit.SECONDS);
            send(producer, 0, 1);
            received.awaitAtLeast(1, WAIT);

            relay.cut();
            send(producer, 1, 100); // each acknowledged by the broker while the consumer has no connection
            relay.reopen();

            List<String> payloads = awaitDistinct(received, 101);
            // QoS 1 is at least once: the first message again, when the cut came before its PUBACK reached the broker
            assertThat(payloads).filteredOn(p -> !p.equals("0")).doesNotHaveDuplicates();
            producer.close();
            consumer.close();
            direct.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
            relayed.close();
            direct.close();
        }
    }

    /**
     * Waits until {@code distinct} different messages have arrived (a duplicate does not count; asks every 20 ms)
     * and returns all that arrived.
     */
    private static List<String> awaitDistinct(Received received, int distinct) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            List<String> payloads = received.payloads().stream()
                    .map(p -> new String(p, StandardCharsets.UTF_8))
                    .toList();
            if (Set.copyOf(payloads).size() >= distinct) {
                return payloads;
            }
            assertThat(System.nanoTime())
                    .as(
                            "%d of %d different messages arrived (a hang guard)",
                            Set.copyOf(payloads).size(), distinct)
                    .isLessThan(deadline);
            Thread.sleep(20);
        }
    }

    private static LoadedDriver driver(DriverSpec spec, Map<String, Object> overrides) {
        Map<String, Object> values = new LinkedHashMap<>(spec.values());
        values.putAll(overrides);
        LoadedDriver driver = Runs.driverLoader().load(spec);
        driver.initialize(new DriverConfig(values, DriverSpec.FRAMEWORK_KEYS));
        return driver;
    }

    private static void send(BenchmarkProducer producer, int from, int count) throws Exception {
        for (int i = from; i < from + count; i++) {
            producer.sendAsync(Optional.empty(), Integer.toString(i).getBytes(StandardCharsets.UTF_8))
                    .get(60, TimeUnit.SECONDS);
        }
    }
}
