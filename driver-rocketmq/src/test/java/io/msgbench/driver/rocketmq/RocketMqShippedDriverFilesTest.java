package io.msgbench.driver.rocketmq;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** Every driver YAML shipped in the module folder parses; an embedded one asks the broker for the flush it names. */
class RocketMqShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();

    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file))
                .replace("${embedded.namesrvAddr}", "127.0.0.1:1")
                .replace("${embedded.clusterName}", "DefaultCluster");
        return new Yaml().load(text);
    }

    @Test
    void everyShippedFileParsesAndNamesThisDriver() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder("rocketmq.yaml", "rocketmq-embedded.yaml", "rocketmq-sync-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new RocketMqDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            RocketMqDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
        }
    }

    @Test
    void embeddedFilesRequireTheFlushTheyStartTheBrokerWith() throws IOException {
        for (String file : List.of("rocketmq-embedded.yaml", "rocketmq-sync-embedded.yaml")) {
            Map<String, Object> values = load(file);
            @SuppressWarnings("unchecked")
            Map<String, Object> broker = (Map<String, Object>) values.get("embeddedBroker");
            assertThat(broker).as(file).containsEntry("type", "rocketmq");
            @SuppressWarnings("unchecked")
            Object flush = ((Map<String, Object>) broker.get("settings")).get("flushDiskType");
            assertThat(values.get("flushDiskType"))
                    .as(file)
                    .isEqualTo(flush)
                    .isEqualTo(file.contains("sync") ? "SYNC_FLUSH" : "ASYNC_FLUSH");
        }
    }
}
