package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.ReadFrom;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A new subscription starts where the queue is when its consumer is created (the driver commits the group's
 * offsets first), not where the client finds it at its first pull: on one queue (one key, in order), a TAIL
 * consumer's first message is the one sent after it was created, a BEGINNING consumer's the queue's first.
 */
@ExtendWith(RocketMqBroker.class)
class RocketMqStartOffsetTest {
    private static final Duration WAIT = Duration.ofSeconds(60); // a hang guard only

    private LoadedDriver driver;
    private String topic;
    private BenchmarkProducer producer;

    @BeforeEach
    void sendBeforeAnySubscription() throws Exception {
        DriverSpec spec = RocketMqBroker.driver("driver-rocketmq/rocketmq-embedded.yaml");
        driver = Runs.driverLoader().load(spec);
        driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
        topic = driver.topicNamePrefix() + "-start-" + System.nanoTime();
        driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
        producer = driver.createProducer(topic).get(60, TimeUnit.SECONDS);
        for (int i = 0; i < 5; i++) {
            send("old-" + i);
        }
    }

    @AfterEach
    void close() throws Exception {
        producer.close();
        driver.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        driver.close();
    }

    @Test
    void aTailSubscriptionStartsAfterWhatWasSentBeforeIt() throws Exception {
        assertFirstReceived(ReadFrom.TAIL, "new");
    }

    @Test
    void aBeginningSubscriptionStartsAtTheQueuesFirstMessage() throws Exception {
        assertFirstReceived(ReadFrom.BEGINNING, "old-0");
    }

    private void assertFirstReceived(ReadFrom readFrom, String expected) throws Exception {
        Received received = new Received();
        BenchmarkConsumer consumer =
                driver.createConsumer(topic, topic + "-sub", readFrom, received).get(60, TimeUnit.SECONDS);
        send("new");
        received.awaitAtLeast(1, WAIT);
        assertThat(new String(received.payloads().get(0), StandardCharsets.UTF_8))
                .isEqualTo(expected);
        consumer.close();
    }

    private void send(String payload) throws Exception {
        producer.sendAsync(Optional.of("k"), payload.getBytes(StandardCharsets.UTF_8))
                .get(60, TimeUnit.SECONDS);
    }
}
