package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.measure.PayloadHeader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every driver's data path must do, against its real broker: a keyed round trip with nothing lost or
 * delivered twice, pause and resume, and the intended send time carried to the nanosecond. A driver file that
 * only varies the data path (another durability, queue type or header placement) runs these;
 * {@link DriverConformanceSuite} adds the topic administration and runs once per driver. The driver is loaded
 * from its own folder, in its own class loader. A driver that carries msgbench's header out of band passes it a
 * second time with {@link #headerOutOfBand()}: every message then goes with a header beside it, which must
 * come back beside the same body.
 */
abstract class DataPathConformance {
    /** Only a guard against a hang: every wait ends as soon as its condition holds. */
    private static final Duration WAIT = Duration.ofSeconds(60);
    /**
     * How long a paused consumer is watched after an unpaused one on the same topic has received everything.
     * Each driver's consumer thread polls or reads with a 100 ms timeout (Kafka, Pulsar, Pravega) and the
     * loopback hands over at once; a consumer ignoring its pause would take the same messages within a few
     * such cycles of the control consumer having them, so 2 s, twenty cycles, is long enough to see it.
     */
    private static final Duration PAUSED_QUIET = Duration.ofSeconds(2);

    /**
     * How long the round trip watches for more once every message has arrived: a duplicate (a producer's retry,
     * a redelivery) would arrive within a few of the consumers' 100 ms poll cycles of the original.
     */
    private static final Duration LATE_DUPLICATE_QUIET = Duration.ofSeconds(1);

    protected LoadedDriver driver;
    protected String topic;

    /** The driver YAML with the running broker's address filled in. */
    protected abstract DriverSpec driverSpec();

    /** True: every send carries a header out of band, and each must arrive beside its own body. */
    protected boolean headerOutOfBand() {
        return false;
    }

    @BeforeEach
    void loadDriver() {
        DriverSpec spec = driverSpec();
        driver = Runs.driverLoader().load(spec);
        driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
        topic = driver.topicNamePrefix() + "-conformance-" + System.nanoTime();
        if (headerOutOfBand()) {
            assertThat(driver.carriesHeaderOutOfBand())
                    .as("carriesHeaderOutOfBand()")
                    .isTrue();
        }
    }

    /** Sends {@code body}, in band, or with a header out of band that names {@code sequence}. */
    private CompletableFuture<Void> send(BenchmarkProducer producer, Optional<String> key, byte[] body, long sequence) {
        if (!headerOutOfBand()) {
            return producer.sendAsync(key, body);
        }
        byte[] header = new byte[PayloadHeader.SIZE];
        PayloadHeader.write(header, 7, -1, sequence, 0, false);
        return producer.sendAsync(key, header, body);
    }

    /** With headers out of band: each arrived beside its own body (the body says which message it is). */
    private void assertHeadersBesideTheirBodies(Received arrivals, java.util.function.ToLongFunction<byte[]> sequence) {
        if (!headerOutOfBand()) {
            return;
        }
        List<byte[]> bodies = arrivals.payloads();
        List<byte[]> headers = arrivals.headers();
        for (int i = 0; i < bodies.size(); i++) {
            assertThat(headers.get(i)).as("header of message %d", i).hasSize(PayloadHeader.SIZE);
            assertThat(PayloadHeader.isPresent(headers.get(i))).isTrue();
            assertThat(PayloadHeader.sequence(headers.get(i))).isEqualTo(sequence.applyAsLong(bodies.get(i)));
        }
    }

    @AfterEach
    void closeDriver() throws Exception {
        if (driver.partitionCount(topic).get(60, TimeUnit.SECONDS).isPresent()) {
            driver.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        }
        driver.close();
    }

    @Test
    void everyAcknowledgedMessageArrivesOnceInKeyOrder() throws Exception {
        Clients clients = open(4);
        BenchmarkProducer producer = clients.producer();
        Received arrivals = clients.arrivals();
        List<CompletableFuture<Void>> acks = new java.util.ArrayList<>();
        for (int i = 0; i < 300; i++) {
            acks.add(send(
                    producer,
                    Optional.of("key-" + (i % 3)),
                    ("key-" + (i % 3) + ":" + i).getBytes(StandardCharsets.UTF_8),
                    i));
        }
        CompletableFuture.allOf(acks.toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);
        arrivals.awaitAtLeast(300, WAIT);
        Thread.sleep(
                LATE_DUPLICATE_QUIET.toMillis()); // a window in which nothing more may arrive, not a synchronisation
        List<String> received = arrivals.payloads().stream()
                .map(p -> new String(p, StandardCharsets.UTF_8))
                .toList();
        assertThat(received).hasSize(300).doesNotHaveDuplicates();
        for (int key = 0; key < 3; key++) {
            String prefix = "key-" + key + ":";
            List<Integer> sequence = received.stream()
                    .filter(m -> m.startsWith(prefix))
                    .map(m -> Integer.parseInt(m.substring(prefix.length())))
                    .toList();
            assertThat(sequence).isSorted().hasSize(100);
        }
        assertHeadersBesideTheirBodies(arrivals, body -> {
            String text = new String(body, StandardCharsets.UTF_8);
            return Long.parseLong(text.substring(text.indexOf(':') + 1));
        });
        clients.close();
    }

    /**
     * Once pause() has returned, nothing reaches the callback until resume(). A second consumer, on another
     * subscription and never paused, shows that the messages sent meanwhile could be delivered: the check
     * waits until it has them all, then {@link #PAUSED_QUIET} longer.
     */
    @Test
    void aPausedConsumerDeliversNothingUntilResumed() throws Exception {
        driver.createTopic(topic, 2).get(60, TimeUnit.SECONDS);
        Received received = new Received();
        Received control = new Received();
        BenchmarkConsumer consumer =
                driver.createConsumer(topic, topic + "-sub", received).get(60, TimeUnit.SECONDS);
        BenchmarkConsumer unpaused =
                driver.createConsumer(topic, topic + "-control", control).get(60, TimeUnit.SECONDS);
        BenchmarkProducer producer = driver.createProducer(topic).get(60, TimeUnit.SECONDS);
        send(producer, Optional.empty(), new byte[] {1}, 1).get(60, TimeUnit.SECONDS);
        received.awaitAtLeast(1, WAIT);
        control.awaitAtLeast(1, WAIT);

        consumer.pause();
        for (int i = 0; i < 50; i++) {
            send(producer, Optional.empty(), new byte[] {2}, 2).get(60, TimeUnit.SECONDS);
        }
        control.awaitAtLeast(51, WAIT);
        Thread.sleep(PAUSED_QUIET.toMillis()); // a window in which nothing may arrive, not a synchronisation
        assertThat(received.size()).as("delivered to the paused consumer").isEqualTo(1);

        consumer.resume();
        received.awaitAtLeast(51, WAIT);
        assertThat(received.size()).isEqualTo(51);
        assertHeadersBesideTheirBodies(received, body -> body[0]);
        producer.close();
        consumer.close();
        unpaused.close();
    }

    /**
     * The intended send time msgbench stamps in each message's header reaches the consumer to the nanosecond, in
     * band or out of band: end-to-end latency is the receiving host's microsecond clock minus this stamp, so a
     * driver that carried it as the broker's millisecond timestamp (or rounded it) would make every end-to-end
     * figure up to a millisecond wrong. The stamps sent are 1,234,567 ns apart, none a whole millisecond.
     */
    @Test
    void theIntendedSendTimeArrivesToTheNanosecond() throws Exception {
        Clients clients = open(1);
        long first = System.currentTimeMillis() * 1_000_000L + 123_457;
        List<Long> sent =
                LongStream.range(0, 20).map(i -> first + i * 1_234_567L).boxed().toList();
        for (int i = 0; i < sent.size(); i++) {
            byte[] header = new byte[PayloadHeader.SIZE];
            PayloadHeader.write(header, 3, -1, i, sent.get(i), false);
            if (headerOutOfBand()) {
                clients.producer()
                        .sendAsync(Optional.empty(), header, new byte[] {(byte) i})
                        .get(60, TimeUnit.SECONDS);
            } else {
                clients.producer().sendAsync(Optional.empty(), header).get(60, TimeUnit.SECONDS);
            }
        }
        clients.arrivals().awaitAtLeast(sent.size(), WAIT);
        List<byte[]> headers = headerOutOfBand()
                ? clients.arrivals().headers()
                : clients.arrivals().payloads();
        assertThat(headers)
                .extracting(PayloadHeader::intendedEpochNanos)
                .as("intended send times, ns")
                .containsExactlyElementsOf(sent);
        clients.close();
    }

    /** A producer and a consumer (on its own subscription) of this test's topic, and what the consumer received. */
    private record Clients(BenchmarkProducer producer, BenchmarkConsumer consumer, Received arrivals) {
        void close() throws Exception {
            producer.close();
            consumer.close();
        }
    }

    /** Creates this test's topic with {@code partitions}, a consumer on it and a producer. */
    private Clients open(int partitions) throws Exception {
        driver.createTopic(topic, partitions).get(60, TimeUnit.SECONDS);
        Received arrivals = new Received();
        BenchmarkConsumer consumer =
                driver.createConsumer(topic, topic + "-sub", arrivals).get(60, TimeUnit.SECONDS);
        BenchmarkProducer producer = driver.createProducer(topic).get(60, TimeUnit.SECONDS);
        return new Clients(producer, consumer, arrivals);
    }

    /** For what the broker gives no signal of (a deleted topic): asks every 50 ms. */
    protected static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime())
                    .as("condition not met within %s (a hang guard)", WAIT)
                    .isLessThan(deadline);
            Thread.sleep(50);
        }
    }
}
