package io.msgbench.driver.loopback;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Routing, pausing and the strict settings of the calibration driver (the conformance suite runs in integration-tests). */
class LoopbackDriverTest {
    /** Only a guard against a hang: each wait ends when its messages have arrived. */
    private static final Duration WAIT = Duration.ofSeconds(30);
    /**
     * How long a paused or closed consumer is watched after an unpaused one of another subscription has received
     * the same messages. The delivery thread hands queued messages to the topic's consumers in the same passes,
     * so one that ignored its pause or close would have had them by then; 500 ms more allows for a pass delayed
     * by a busy machine.
     */
    private static final Duration QUIET = Duration.ofMillis(500);

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
        Arrivals a = new Arrivals();
        Arrivals b = new Arrivals();
        driver.createConsumer("msgbench-t", "a", a.callback("first")).join();
        driver.createConsumer("msgbench-t", "a", a.callback("second")).join();
        driver.createConsumer("msgbench-t", "b", b.callback("other")).join();
        BenchmarkProducer producer = driver.createProducer("msgbench-t").join();
        for (int i = 0; i < 1_000; i++) {
            producer.sendAsync(Optional.of("k" + (i % 10)), ("k" + (i % 10) + ":" + i).getBytes(StandardCharsets.UTF_8))
                    .get(1, TimeUnit.SECONDS);
        }
        a.awaitAtLeast(1_000);
        b.awaitAtLeast(1_000);
        List<String> first = a.texts("first");
        List<String> second = a.texts("second");
        List<String> other = b.texts("other");
        assertThat(first.size() + second.size()).isEqualTo(1_000);
        assertThat(other).hasSize(1_000);
        assertThat(first).isNotEmpty();
        assertThat(second).isNotEmpty();
        assertThat(keys(first)).doesNotContainAnyElementsOf(keys(second)); // a key lives in one partition
        for (int key = 0; key < 10; key++) {
            String prefix = "k" + key + ":";
            assertThat(other.stream()
                            .filter(m -> m.startsWith(prefix))
                            .map(m -> Integer.parseInt(m.substring(prefix.length()))))
                    .isSorted()
                    .hasSize(100);
        }
    }

    @Test
    void aPausedConsumerKeepsItsMessagesUntilResumed() throws Exception {
        initialize(Map.of());
        driver.createTopic("msgbench-t", 1).join();
        Arrivals paused = new Arrivals();
        Arrivals control = new Arrivals();
        BenchmarkConsumer consumer = driver.createConsumer("msgbench-t", "s", paused.callback("paused"))
                .join();
        driver.createConsumer("msgbench-t", "control", control.callback("control"))
                .join();
        BenchmarkProducer producer = driver.createProducer("msgbench-t").join();
        consumer.pause();
        for (int i = 0; i < 100; i++) {
            producer.sendAsync(Optional.empty(), new byte[] {(byte) i}).join();
        }
        control.awaitAtLeast(100);
        Thread.sleep(QUIET.toMillis()); // a window in which nothing may arrive, not a synchronisation
        assertThat(paused.size()).isZero();
        consumer.resume();
        paused.awaitAtLeast(100);
        assertThat(paused.payloads("paused"))
                .hasSize(100)
                .extracting(p -> (int) p[0])
                .isSorted();
    }

    @Test
    void aClosedConsumerReceivesNoMore() throws Exception {
        initialize(Map.of());
        driver.createTopic("msgbench-t", 1).join();
        Arrivals closed = new Arrivals();
        Arrivals control = new Arrivals();
        BenchmarkConsumer consumer = driver.createConsumer("msgbench-t", "s", closed.callback("closed"))
                .join();
        driver.createConsumer("msgbench-t", "control", control.callback("control"))
                .join();
        BenchmarkProducer producer = driver.createProducer("msgbench-t").join();
        producer.sendAsync(Optional.empty(), new byte[] {1}).join();
        closed.awaitAtLeast(1);
        consumer.close();
        producer.sendAsync(Optional.empty(), new byte[] {2}).join();
        control.awaitAtLeast(2);
        Thread.sleep(QUIET.toMillis()); // a window in which nothing may arrive, not a synchronisation
        assertThat(closed.size()).isEqualTo(1);
    }

    @Test
    void clientsOfAMissingTopicFailWithItsName() {
        initialize(Map.of());
        assertThatThrownBy(() -> driver.createProducer("msgbench-none").join()).hasMessageContaining("msgbench-none");
        assertThatThrownBy(() ->
                        driver.createConsumer("msgbench-none", "s", p -> {}).join())
                .hasMessageContaining("does not exist");
    }

    @Test
    void rejectsUnknownKeysWithAHint() {
        assertThatThrownBy(() -> initialize(Map.of("deliveryThread", 2)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("did you mean 'deliveryThreads'");
        assertThatThrownBy(() -> initialize(Map.of("queueCapacity", 0)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("queueCapacity");
    }

    @Test
    void describesItselfAsTheCalibrationDriver() {
        initialize(Map.of("queueCapacity", 1024));
        assertThat(driver.describe())
                .containsEntry("queueCapacity", "1024")
                .containsKeys("durability", "clientVersion");
    }

    private static String text(byte[] payload) {
        return new String(payload, StandardCharsets.UTF_8);
    }

    private static Set<String> keys(List<String> messages) {
        return Set.copyOf(
                messages.stream().map(m -> m.substring(0, m.indexOf(':'))).toList());
    }

    /** What consumers' callbacks received, each payload noted with its consumer; waits wake on each arrival. */
    private static final class Arrivals {
        private final List<Map.Entry<String, byte[]>> received = new ArrayList<>();

        ConsumerCallback callback(String consumer) {
            return payload -> add(consumer, payload);
        }

        private synchronized void add(String consumer, byte[] payload) {
            received.add(Map.entry(consumer, payload));
            notifyAll();
        }

        synchronized int size() {
            return received.size();
        }

        synchronized List<byte[]> payloads(String consumer) {
            return received.stream()
                    .filter(e -> e.getKey().equals(consumer))
                    .map(Map.Entry::getValue)
                    .toList();
        }

        List<String> texts(String consumer) {
            return payloads(consumer).stream().map(LoopbackDriverTest::text).toList();
        }

        synchronized void awaitAtLeast(int count) throws InterruptedException {
            long deadline = System.nanoTime() + WAIT.toNanos();
            while (received.size() < count) {
                long left = deadline - System.nanoTime();
                assertThat(left)
                        .as("%d of %d messages arrived after %s (a hang guard)", received.size(), count, WAIT)
                        .isPositive();
                wait(Math.max(1, left / 1_000_000));
            }
        }
    }
}
