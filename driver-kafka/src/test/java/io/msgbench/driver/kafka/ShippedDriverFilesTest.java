package io.msgbench.driver.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** Every driver YAML shipped in the module folder parses, with the settings its comment promises. */
class ShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();
    private static final Set<String> ASYNC_2014 =
            Set.of("kafka-2014-no-replication.yaml", "kafka-2014-async-replication.yaml");

    private static Map<String, Object> load(String file) throws IOException {
        try (Reader reader = Files.newBufferedReader(MODULE.resolve(file))) {
            return new Yaml().load(reader);
        }
    }

    private static KafkaDriverSettings settings(String file) throws IOException {
        return KafkaDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParses() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            for (Path yaml : yamls) {
                files.add(yaml.getFileName().toString());
            }
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "kafka-latency.yaml",
                        "kafka-throughput.yaml",
                        "kafka-sync.yaml",
                        "kafka-embedded.yaml",
                        "kafka-sync-embedded.yaml",
                        "kafka-2014-no-replication.yaml",
                        "kafka-2014-async-replication.yaml",
                        "kafka-2014-sync-replication.yaml",
                        "kafka-2017-large-buffer.yaml",
                        "kafka-2017-large-buffer-embedded.yaml");
        for (String file : files) {
            Map<String, Object> values = load(file);
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new KafkaDriverProvider().names()).as(file).contains((String) values.get("driverClass"));
            KafkaDriverSettings settings = settings(file);
            // the 2014 study's asynchronous variants acknowledge from the leader alone
            assertThat(settings.describe()).as(file).containsEntry("acks", ASYNC_2014.contains(file) ? "1" : "all");
            assertThat(settings.consumerAutoCommit()).as(file).isFalse();
        }
    }

    @Test
    void clusterFilesUseThreeReplicas() throws IOException {
        for (String file : List.of("kafka-latency.yaml", "kafka-throughput.yaml", "kafka-sync.yaml")) {
            assertThat(settings(file).describe())
                    .as(file)
                    .containsEntry("replicationFactor", "3")
                    .containsEntry("min.insync.replicas", "2");
            assertThat(settings(file).bootstrapServers()).isEqualTo("localhost:9092");
        }
        assertThat(settings("kafka-throughput.yaml").describe())
                .containsEntry("linger.ms", "10")
                .containsEntry("batch.size", "1048576");
        assertThat(settings("kafka-throughput.yaml").consumerProperties("s"))
                .containsEntry("max.partition.fetch.bytes", "10485760");
    }

    @Test
    void studyVariantsHaveTheirReplicationAndBuffer() throws IOException {
        assertThat(settings("kafka-2014-no-replication.yaml").describe()).containsEntry("replicationFactor", "1");
        assertThat(settings("kafka-2014-async-replication.yaml").describe()).containsEntry("replicationFactor", "3");
        assertThat(settings("kafka-2014-sync-replication.yaml").describe()).containsEntry("replicationFactor", "3");
        assertThat(settings("kafka-2017-large-buffer.yaml").producerProperties())
                .containsEntry("buffer.memory", "1073741824");
        assertThat(settings("kafka-2017-large-buffer.yaml").describe()).containsEntry("min.insync.replicas", "2");
    }

    @Test
    void embeddedFilesUseOneReplicaAndThePlaceholder() throws IOException {
        for (String file : List.of("kafka-embedded.yaml", "kafka-sync-embedded.yaml")) {
            assertThat(load(file)).as(file).containsEntry("embeddedBroker", "kafka");
            assertThat(settings(file).describe())
                    .as(file)
                    .containsEntry("replicationFactor", "1")
                    .containsEntry("min.insync.replicas", "broker default");
            assertThat(settings(file).bootstrapServers()).isEqualTo("${embedded.bootstrapServers}");
        }
    }

    @Test
    void syncFilesFsyncEveryMessageAndTheOthersDoNot() throws IOException {
        String perMessage = "fsync per message (topic flush.messages=1, flush.ms=0)";
        assertThat(settings("kafka-sync.yaml").describe()).containsEntry("durability", perMessage);
        assertThat(settings("kafka-sync-embedded.yaml").describe()).containsEntry("durability", perMessage);
        for (String file : List.of("kafka-latency.yaml", "kafka-throughput.yaml", "kafka-embedded.yaml")) {
            assertThat(settings(file).describe().get("durability")).as(file).startsWith("no fsync");
        }
    }
}
