package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkloadTest {
    @TempDir
    Path dir;

    @Test
    void countsProducersAndConsumersAcrossTopics() {
        Workload w = Workload.builder()
                .name("t")
                .topics(3)
                .producersPerTopic(2)
                .subscriptionsPerTopic(2)
                .consumerPerSubscription(4)
                .messageSize(10)
                .producerRate(1)
                .build();

        assertThat(w.producerCount()).isEqualTo(6);
        assertThat(w.consumerCount()).isEqualTo(24);
    }

    @Test
    void asMapRecordsEffectiveValuesWithDurationsAsText() {
        Workload w = Workload.builder()
                .name("t")
                .topics(1)
                .messageSize(10)
                .producerRate(100)
                .testDuration(Duration.ofSeconds(30))
                .warmupDuration(Duration.ofMillis(500))
                .build();

        assertThat(w.asMap())
                .containsEntry("testDuration", "30s")
                .containsEntry("warmup", "500ms")
                .containsEntry("keyDistributor", "NO_KEY")
                .containsEntry("partitionsPerTopic", 1)
                .doesNotContainKey("payloadFile")
                .doesNotContainValue(null);
    }

    @Test
    void asMapLoadsBackAsAnEqualWorkload() throws IOException {
        Path payload = Files.write(dir.resolve("p.data"), new byte[64]);
        Workload original = Workload.builder()
                .name("round-trip")
                .topicNames(List.of("a", "b"))
                .messageSize(64)
                .payloadFile(payload.toAbsolutePath())
                .keyDistributor(KeyDistributorType.KEY_ROUND_ROBIN)
                .useRandomizedPayloads(true)
                .randomBytesRatio(0.3)
                .randomizedPayloadPoolSize(5)
                .producersPerTopic(2)
                .producerRate(1234.5)
                .backlogDrainRatio(0.5)
                .spinWait(true)
                .testDuration(Duration.ofHours(1))
                .warmupDuration(Duration.ZERO)
                .build();
        Path file = dir.resolve("round-trip.yaml");
        new ObjectMapper(new YAMLFactory()).writeValue(file.toFile(), original.asMap());

        assertThat(WorkloadLoader.load(file)).isEqualTo(original);
    }

    @Test
    void recordRejectsImpossibleCounts() {
        assertThatThrownBy(() -> Workload.builder()
                        .name("t")
                        .topics(0)
                        .messageSize(1)
                        .producerRate(1)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("topics");
    }

    @Test
    void builderRequiresValuesWithoutDefaults() {
        assertThatThrownBy(() ->
                        Workload.builder().name("t").topics(1).producerRate(1).build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("messageSize");
    }
}
