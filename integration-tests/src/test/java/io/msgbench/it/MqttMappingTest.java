package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the MQTT driver's mapping promises beyond the conformance suite, on the real mosquitto: partition counts
 * live on the broker (another driver reads them back), a shared subscription's consumers share its messages, and
 * a plain subscription refuses a second consumer.
 */
@ExtendWith(MosquittoBroker.class)
class MqttMappingTest {
    private static final Duration WAIT = Duration.ofSeconds(60); // a hang guard only
    private final List<LoadedDriver> drivers = new ArrayList<>();
    private final String topic = "msgbench-mapping-" + System.nanoTime();

    @AfterEach
    void closeDrivers() throws Exception {
        drivers.get(0).deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        for (LoadedDriver driver : drivers) {
            driver.close();
        }
    }

    private LoadedDriver driver(Map<String, Object> overrides) {
        DriverSpec spec = MosquittoBroker.driver("driver-mqtt/mqtt-embedded.yaml");
        Map<String, Object> values = new LinkedHashMap<>(spec.values());
        values.putAll(overrides);
        LoadedDriver driver = Runs.driverLoader().load(spec);
        driver.initialize(new DriverConfig(values, DriverSpec.FRAMEWORK_KEYS));
        drivers.add(driver);
        return driver;
    }

    @Test
    void anotherDriverReadsThePartitionCountBackFromTheBroker() throws Exception {
        LoadedDriver creator = driver(Map.of());
        LoadedDriver other = driver(Map.of());
        creator.createTopic(topic, 3).get(60, TimeUnit.SECONDS);

        assertThat(other.partitionCount(topic).get(60, TimeUnit.SECONDS)).contains(3);

        creator.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        assertThat(other.partitionCount(topic).get(60, TimeUnit.SECONDS)).isEmpty();
        creator.createTopic(topic, 3).get(60, TimeUnit.SECONDS); // for the clean-up
    }

    @Test
    void theConsumersOfASharedSubscriptionShareItsMessages() throws Exception {
        LoadedDriver driver = driver(Map.of());
        driver.createTopic(topic, 2).get(60, TimeUnit.SECONDS);
        Received first = new Received();
        Received second = new Received();
        BenchmarkConsumer one = driver.createConsumer(topic, "shared", first).get(60, TimeUnit.SECONDS);
        BenchmarkConsumer two = driver.createConsumer(topic, "shared", second).get(60, TimeUnit.SECONDS);
        BenchmarkProducer producer = driver.createProducer(topic).get(60, TimeUnit.SECONDS);
        for (int i = 0; i < 200; i++) {
            producer.sendAsync(Optional.empty(), Integer.toString(i).getBytes(StandardCharsets.UTF_8))
                    .get(60, TimeUnit.SECONDS);
        }
        awaitTotal(first, second, 200);

        List<String> all = new ArrayList<>();
        for (Received received : List.of(first, second)) {
            received.payloads().forEach(payload -> all.add(new String(payload, StandardCharsets.UTF_8)));
        }
        assertThat(all).hasSize(200).doesNotHaveDuplicates();
        assertThat(first.size()).as("the first consumer's share").isPositive();
        assertThat(second.size()).as("the second consumer's share").isPositive();
        producer.close();
        one.close();
        two.close();
    }

    @Test
    void aPlainSubscriptionRefusesASecondConsumerInOneLine() throws Exception {
        LoadedDriver driver = driver(Map.of("sharedSubscriptions", false));
        driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
        BenchmarkConsumer only =
                driver.createConsumer(topic, "plain", new Received()).get(60, TimeUnit.SECONDS);

        assertThatThrownBy(() ->
                        driver.createConsumer(topic, "plain", new Received()).get(60, TimeUnit.SECONDS))
                .hasMessageContaining("subscription 'plain' has a second consumer")
                .hasMessageContaining("set sharedSubscriptions: true")
                .hasMessageNotContaining("\n");
        only.close();
    }

    /** Waits until the two consumers have {@code total} between them: asks every 20 ms. */
    private static void awaitTotal(Received first, Received second, int total) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (first.size() + second.size() < total) {
            assertThat(System.nanoTime())
                    .as("not all messages arrived (a hang guard)")
                    .isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
