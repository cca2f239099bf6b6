package io.msgbench.driver.pravega;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import io.pravega.client.stream.ScalingPolicy;
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

/** Every driver YAML shipped in the module folder parses, with the settings its comment promises. */
class ShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();
    private static final String EMBEDDED_URI = "tcp://127.0.0.1:40000";
    private static final String EMBEDDED_DURABILITY = "in-memory (from ready.properties)";

    /** The file's values, with the embedded standalone's placeholders filled in as the framework would. */
    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file))
                .replace("${embedded.controllerURI}", EMBEDDED_URI)
                .replace("${embedded.durability}", EMBEDDED_DURABILITY);
        return new Yaml().load(text);
    }

    private static PravegaDriverSettings settings(String file) throws IOException {
        return PravegaDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParsesAndNamesThisDriver() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "pravega.yaml",
                        "pravega-autoscale.yaml",
                        "pravega-transactions.yaml",
                        "pravega-embedded.yaml",
                        "pravega-autoscale-embedded.yaml",
                        "pravega-transactions-embedded.yaml",
                        "pravega-bookkeeper-flush-embedded.yaml",
                        "pravega-bookkeeper-noflush-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new PravegaDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            assertThat(settings(file).describe("0.13.0")).as(file).containsKeys("durability", "scaling", "writes");
        }
    }

    @Test
    void clusterFilesPointAtLocalhostAndLeaveDurabilityToTheCluster() throws IOException {
        for (String file : List.of("pravega.yaml", "pravega-autoscale.yaml", "pravega-transactions.yaml")) {
            assertThat(settings(file).controllerUri()).as(file).hasToString("tcp://localhost:9090");
            assertThat(settings(file).describe("x").get("durability")).as(file).startsWith("not stated");
        }
    }

    @Test
    void embeddedFilesStartTheStandaloneAndTakeItsAddressAndDurability() throws IOException {
        for (String file : List.of(
                "pravega-embedded.yaml", "pravega-autoscale-embedded.yaml", "pravega-transactions-embedded.yaml")) {
            String text = Files.readString(MODULE.resolve(file));
            assertThat(text)
                    .as(file)
                    .contains("controllerURI: ${embedded.controllerURI}")
                    .contains("durability: ${embedded.durability}");
            assertThat(load(file)).as(file).containsEntry("embeddedBroker", "pravega");
            assertThat(settings(file).controllerUri()).as(file).hasToString(EMBEDDED_URI);
            assertThat(settings(file).describe("x").get("durability")).as(file).isEqualTo(EMBEDDED_DURABILITY);
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void bookKeeperFilesAskTheStandaloneForABookieWithJournalSyncOnOrOff() throws IOException {
        for (String file :
                List.of("pravega-bookkeeper-flush-embedded.yaml", "pravega-bookkeeper-noflush-embedded.yaml")) {
            String text = Files.readString(MODULE.resolve(file));
            assertThat(text)
                    .as(file)
                    .contains("controllerURI: ${embedded.controllerURI}")
                    .contains("durability: ${embedded.durability}");
            Map<String, Object> broker = (Map<String, Object>) load(file).get("embeddedBroker");
            assertThat(broker).as(file).containsEntry("type", "pravega");
            assertThat((Map<String, Object>) broker.get("settings"))
                    .as(file)
                    .containsEntry("storage", "bookkeeper")
                    .containsEntry("journalSyncData", file.contains("noflush") ? "false" : "true");
            assertThat(settings(file).describe("x").get("durability")).as(file).isEqualTo(EMBEDDED_DURABILITY);
        }
    }

    @Test
    void theVariantsDoWhatTheirNamesSay() throws IOException {
        assertThat(settings("pravega.yaml").scaling().policy(16)).isEqualTo(ScalingPolicy.fixed(16));
        assertThat(settings("pravega.yaml").transactions()).isEmpty();
        for (String file : List.of("pravega-autoscale.yaml", "pravega-autoscale-embedded.yaml")) {
            assertThat(settings(file).scaling().policy(1)).as(file).isEqualTo(ScalingPolicy.byEventRate(2000, 2, 1));
        }
        for (String file : List.of("pravega-transactions.yaml", "pravega-transactions-embedded.yaml")) {
            assertThat(settings(file).transactions())
                    .as(file)
                    .map(TransactionSettings::eventsPerTransaction)
                    .contains(100);
        }
    }
}
