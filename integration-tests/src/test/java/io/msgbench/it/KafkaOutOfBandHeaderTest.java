package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.result.RunResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * 10-byte messages on Kafka are 10 bytes on the wire: msgbench's header rides in a record header, as a plain
 * KafkaConsumer (not msgbench's driver) sees on the topic, and the run is measured as with the header in band.
 */
@ExtendWith(KafkaBroker.class)
class KafkaOutOfBandHeaderTest {
    private static final RunOptions KEEP_TOPICS = new RunOptions(
            Runs.OPTIONS.sampleInterval(), Runs.OPTIONS.probeTimeout(), Runs.OPTIONS.drainTimeout(), true);
    /** Only a guard against a hang: reading stops as soon as every acknowledged message has been read. */
    private static final long READ_GUARD_NANOS = Duration.ofMinutes(2).toNanos();

    @Test
    void tenByteMessagesCarryTheHeaderInARecordHeader() throws Exception {
        DriverSpec driver = KafkaBroker.driver("driver-kafka/kafka-embedded.yaml");
        RunResult result = Runs.run(OutOfBandRuns.tenByteMessages("kafka-10b-out-of-band"), driver, KEEP_TOPICS);

        OutOfBandRuns.assertMeasuredAsInBand(result);
        String topic = result.findings().topics().get(0);
        try {
            assertThat(readMessages(topic, result.counts().acked()))
                    .isEqualTo(result.counts().acked());
        } finally {
            try (Admin admin = Admin.create(Map.of("bootstrap.servers", KafkaBroker.bootstrapServers()))) {
                admin.deleteTopics(List.of(topic)).all().get();
            }
        }
    }

    /** Reads the topic from its start until {@code expected} messages (probes aside) are in; returns how many. */
    private static long readMessages(String topic, long expected) {
        Properties properties = new Properties();
        properties.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, KafkaBroker.bootstrapServers());
        try (KafkaConsumer<byte[], byte[]> consumer =
                new KafkaConsumer<>(properties, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            TopicPartition partition = new TopicPartition(topic, 0);
            consumer.assign(List.of(partition));
            consumer.seekToBeginning(List.of(partition));
            long messages = 0;
            long deadline = System.nanoTime() + READ_GUARD_NANOS;
            while (messages < expected && System.nanoTime() < deadline) {
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(200))) {
                    Header header = record.headers().lastHeader("mb");
                    assertThat(record.headers().toArray())
                            .as("one record header")
                            .hasSize(1);
                    if (!OutOfBandRuns.assertOnTheWire(header == null ? null : header.value(), record.value())) {
                        messages++;
                    }
                }
            }
            return messages;
        }
    }
}
