package io.msgbench.driver.pulsar;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/** Every driver YAML shipped in the module folder parses, with the settings its comment promises. */
class ShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();

    /** What an embedded broker's ready.properties gives the placeholders of the embedded files. */
    private static final Map<String, String> BROKER =
            Map.of("${embedded.serviceUrl}", "pulsar://127.0.0.1:1", "${embedded.httpUrl}", "http://127.0.0.1:2");

    /** The file as the framework hands it to the driver, with the embedded broker's placeholders filled in. */
    private static Map<String, Object> load(String file, boolean journalSyncData) throws IOException {
        String text = Files.readString(MODULE.resolve(file));
        for (Map.Entry<String, String> placeholder : BROKER.entrySet()) {
            text = text.replace(placeholder.getKey(), placeholder.getValue());
        }
        return new Yaml().load(text.replace("${embedded.journalSyncData}", Boolean.toString(journalSyncData)));
    }

    private static Map<String, Object> load(String file) throws IOException {
        return load(file, true);
    }

    private static PulsarDriverSettings settings(String file) throws IOException {
        return PulsarDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParsesAndNamesAKnownDriver() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "pulsar.yaml",
                        "pulsar-batch.yaml",
                        "pulsar-nobatch.yaml",
                        "pulsar-embedded.yaml",
                        "pulsar-nofsync-embedded.yaml",
                        "pulsar-offload-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new PulsarDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            assertThat(settings(file).consumer().subscriptionType().name())
                    .as(file)
                    .isEqualTo("Failover");
        }
    }

    @Test
    void clusterFilesUseTheStudiesQuorumsAndStateTheBookieFsync() throws IOException {
        for (String file : List.of("pulsar.yaml", "pulsar-batch.yaml", "pulsar-nobatch.yaml")) {
            PulsarDriverSettings settings = settings(file);
            assertThat(settings.persistence()).as(file).isEqualTo(new PulsarDriverSettings.Persistence(3, 3, 2, false));
            assertThat(settings.journalSyncData()).as(file).contains(true);
            assertThat(settings.client().serviceUrl()).isEqualTo("pulsar://localhost:6650");
        }
        assertThat(settings("pulsar.yaml").producer().batchingEnabled()).isTrue();
        assertThat(settings("pulsar.yaml").producer().batchingMaxPublishDelayMs())
                .isEqualTo(1);
        assertThat(settings("pulsar-batch.yaml").producer().batchingMaxPublishDelayMs())
                .isEqualTo(10);
        assertThat(settings("pulsar-batch.yaml").producer().batchingMaxBytes()).isEqualTo(1024 * 1024);
        assertThat(settings("pulsar-nobatch.yaml").producer().batchingEnabled()).isFalse();
    }

    @Test
    void embeddedFilesRunBothFsyncVariantsAndStateTheSettingTheBrokerReports() throws IOException {
        for (boolean fsync : new boolean[] {true, false}) {
            String file = fsync ? "pulsar-embedded.yaml" : "pulsar-nofsync-embedded.yaml";
            Map<?, ?> broker = (Map<?, ?>) load(file).get("embeddedBroker");
            assertThat(broker.get("type")).as(file).isEqualTo("pulsar");
            assertThat(((Map<?, ?>) broker.get("settings")).get("journalSyncData"))
                    .as(file)
                    .isEqualTo(fsync);
            String text = Files.readString(MODULE.resolve(file));
            assertThat(text)
                    .as(file)
                    .contains(
                            "serviceUrl: ${embedded.serviceUrl}",
                            "httpUrl: ${embedded.httpUrl}",
                            "journalSyncData: ${embedded.journalSyncData}");
            PulsarDriverSettings settings =
                    PulsarDriverSettings.parse(new DriverConfig(load(file, fsync), FRAMEWORK_KEYS));
            assertThat(settings.journalSyncData()).as(file).isEqualTo(Optional.of(fsync));
            assertThat(settings.persistence()).as(file).isEqualTo(new PulsarDriverSettings.Persistence(1, 1, 1, false));
        }
    }
}
