package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A read whose reply a consumer never got (its connection lost, as in a broker pause longer than the socket
 * timeout) leaves the entries assigned to it in the group, never delivered. redis-cli plays that read: as the
 * paused consumer's name (once that has stopped reading) it takes the next entry, then the consumer's
 * connection is killed. On resume the consumer reads its own pending entries first: the entry arrives, once.
 */
@ExtendWith(RedisBroker.class)
class RedisLostReplyTest {
    private static final Duration WAIT = Duration.ofSeconds(60); // a hang guard

    @Test
    void entriesReadForAConsumerWhoseReplyWasLostAreDeliveredOnceAfterItReconnects() throws Exception {
        DriverSpec spec = RedisBroker.driver("driver-redis/redis-embedded.yaml");
        String port = String.valueOf(spec.values().get("redisPort"));
        LoadedDriver driver = Runs.driverLoader().load(spec);
        driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
        String topic = driver.topicNamePrefix() + "-lost-reply-" + System.nanoTime();
        try {
            driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
            Received received = new Received();
            Set<String> before = clientIds(port);
            BenchmarkConsumer consumer =
                    driver.createConsumer(topic, "sub", received).get(60, TimeUnit.SECONDS);
            BenchmarkProducer producer = driver.createProducer(topic).get(60, TimeUnit.SECONDS);
            producer.sendAsync(Optional.empty(), bytes("first")).get(60, TimeUnit.SECONDS);
            received.awaitAtLeast(1, WAIT);
            // the consumer's own connections (the broker is shared, and other tests' clients may sit idle on it),
            // taken once it has read: its reading thread may open its connection after createConsumer returns (a
            // clean-clone suite once listed them too early and never saw the consumer idle)
            Set<String> consumers = new HashSet<>(clientIds(port));
            consumers.removeAll(before);
            String name = cli(port, "XINFO", "CONSUMERS", topic + ":0", "sub")
                    .lines()
                    .filter(l -> l.startsWith("msgbench-"))
                    .findFirst()
                    .orElseThrow();

            consumer.pause();
            awaitConsumerIdle(port, consumers); // its last read, in flight as pause() returned, has ended
            producer.sendAsync(Optional.empty(), bytes("second")).get(60, TimeUnit.SECONDS);
            assertThat(cli(port, "XREADGROUP", "GROUP", "sub", name, "STREAMS", topic + ":0", ">"))
                    .contains("second");
            killConsumerConnections(port, consumers);
            consumer.resume();

            received.awaitAtLeast(2, WAIT);
            producer.sendAsync(Optional.empty(), bytes("third")).get(60, TimeUnit.SECONDS);
            received.awaitAtLeast(3, WAIT); // after the third, a duplicate second would have come too
            assertThat(received.payloads().stream().map(p -> new String(p, StandardCharsets.UTF_8)))
                    .containsExactly("first", "second", "third");
            producer.close();
            consumer.close();
        } finally {
            driver.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
            driver.close();
        }
    }

    /**
     * Until the consumer's read connection is neither blocked in a read nor has sent one since the last whole
     * second: CLIENT LIST's idle counts whole seconds from when the last command came in, so a read that came in
     * just before a second turned shows idle=1 while still blocked (flag b) and would take the next entry.
     */
    private static void awaitConsumerIdle(String port, Set<String> consumers) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (cli(port, "CLIENT", "LIST")
                .lines()
                .noneMatch(l -> consumers.contains(clientId(l))
                        && l.contains(" cmd=xreadgroup")
                        && !l.contains(" idle=0 ")
                        && !field(l, "flags").contains("b"))) {
            assertThat(System.nanoTime()).as("consumer never idle").isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    /** The consumer's connections whose last command was a read or an acknowledgement. */
    private static void killConsumerConnections(String port, Set<String> consumers) throws Exception {
        cli(port, "CLIENT", "LIST")
                .lines()
                .filter(l -> l.contains(" cmd=xreadgroup") || l.contains(" cmd=xack"))
                .map(RedisLostReplyTest::clientId)
                .filter(consumers::contains)
                .forEach(id -> {
                    try {
                        cli(port, "CLIENT", "KILL", "ID", id);
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
    }

    private static Set<String> clientIds(String port) throws Exception {
        return cli(port, "CLIENT", "LIST")
                .lines()
                .map(RedisLostReplyTest::clientId)
                .collect(Collectors.toSet());
    }

    /** A field's value in a CLIENT LIST line ({@code flags=N}). */
    private static String field(String clientListLine, String name) {
        return clientListLine.replaceAll("^.* " + name + "=(\\S*) .*$", "$1");
    }

    private static String clientId(String clientListLine) {
        return clientListLine.replaceAll("^id=(\\d+) .*", "$1");
    }

    private static String cli(String port, String... command) throws Exception {
        List<String> line = new java.util.ArrayList<>(List.of("redis-cli", "-h", "127.0.0.1", "-p", port));
        line.addAll(List.of(command));
        Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return output;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
