package io.msgbench.driver.loopback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Routing, pausing and the strict settings of the calibration driver (the conformance suite runs in integration-tests). */
class LoopbackDriverTest {
    private final LoopbackDriver driver = new LoopbackDriver();

    private void initialize(Map<String, Object> values) {
        driver.initialize(new DriverConfig(values, Set.of("name", "driverClass")));
    }

    @AfterEach
    void close() throws Exception {
        driver.close();
    }

    @Test
    void everySubscriptionGetsEveryMessageAndItsConsumersSplitThePartitions() throws Exception {
        initialize(Map.of("deliveryThreads", 2));
        driver.createTopic("msgbench-t", 4).join();
        List<String> first = new CopyOnWriteArrayList<>();
        List<String> second = new CopyOnWriteArrayList<>();
        List<String> other = new CopyOnWriteArrayList<>();
        driver.createConsumer("msgbench-t", "a", p -> first.add(text(p))).join();
        driver.createConsumer("msgbench-t", "a", p -> second.add(text(p))).join();
        driver.createConsumer("msgbench-t", "b", p -> other.add(text(p))).join();
        BenchmarkProducer producer = driver.createProducer("msgbench-t").join();
        for (int i = 0; i < 1_000; i++) {
            producer.sendAsync(Optional.of("k" + (i % 10)), ("k" + (i % 10) + ":" + i).getBytes(StandardCharsets.UTF_8))
                    .get(1, TimeUnit.SECONDS);
        }
        awaitTrue(() -> other.size() == 1_000 && first.size() + second.size() == 1_000);
        assertThat(first).isNotEmpty();
        assertThat(second).isNotEmpty();
        assertThat(keys(first)).doesNotContainAnyElementsOf(keys(second)); // a key lives in one partition
        for (int key = 0; key < 10; key++) {
            String prefix = "k" + key + ":";
            assertThat(other.stream().filter(m -> m.startsWith(prefix)).map(m -> Integer.parseInt(m.substring(prefix.length()))))
                    .isSorted().hasSize(100);
        }
    }

    @Test
    void aPausedConsumerKeepsItsMessagesUntilResumed() throws Exception {
        initialize(Map.of());
        driver.createTopic("msgbench-t", 1).join();
        List<byte[]> received = new CopyOnWriteArrayList<>();
        BenchmarkConsumer consumer = driver.createConsumer("msgbench-t", "s", received::add).join();
        BenchmarkProducer producer = driver.createProducer("msgbench-t").join();
        consumer.pause();
        for (int i = 0; i < 100; i++) {
            producer.sendAsync(Optional.empty(), new byte[] {(byte) i}).join();
        }
        Thread.sleep(200);
        assertThat(received).isEmpty();
        consumer.resume();
        awaitTrue(() -> received.size() == 100);
        assertThat(received).extracting(p -> (int) p[0]).isSorted();
    }

    @Test
    void aClosedConsumerReceivesNoMore() throws Exception {
        initialize(Map.of());
        driver.createTopic("msgbench-t", 1).join();
        List<byte[]> received = new CopyOnWriteArrayList<>();
        BenchmarkConsumer consumer = driver.createConsumer("msgbench-t", "s", received::add).join();
        BenchmarkProducer producer = driver.createProducer("msgbench-t").join();
        producer.sendAsync(Optional.empty(), new byte[] {1}).join();
        awaitTrue(() -> received.size() == 1);
        consumer.close();
        producer.sendAsync(Optional.empty(), new byte[] {2}).join();
        Thread.sleep(100);
        assertThat(received).hasSize(1);
    }

    @Test
    void clientsOfAMissingTopicFailWithItsName() {
        initialize(Map.of());
        assertThatThrownBy(() -> driver.createProducer("msgbench-none").join()).hasMessageContaining("msgbench-none");
        assertThatThrownBy(() -> driver.createConsumer("msgbench-none", "s", p -> { }).join())
                .hasMessageContaining("does not exist");
    }

    @Test
    void rejectsUnknownKeysWithAHint() {
        assertThatThrownBy(() -> initialize(Map.of("deliveryThread", 2)))
                .isInstanceOf(DriverConfigException.class).hasMessageContaining("did you mean 'deliveryThreads'");
        assertThatThrownBy(() -> initialize(Map.of("queueCapacity", 0)))
                .isInstanceOf(DriverConfigException.class).hasMessageContaining("queueCapacity");
    }

    @Test
    void describesItselfAsTheCalibrationDriver() {
        initialize(Map.of("queueCapacity", 1024));
        assertThat(driver.describe()).containsEntry("queueCapacity", "1024").containsKeys("durability", "clientVersion");
    }

    private static String text(byte[] payload) {
        return new String(payload, StandardCharsets.UTF_8);
    }

    private static Set<String> keys(List<String> messages) {
        return Set.copyOf(messages.stream().map(m -> m.substring(0, m.indexOf(':'))).toList());
    }

    private static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition not met within 30 s").isLessThan(deadline);
            Thread.sleep(10);
        }
    }
}
