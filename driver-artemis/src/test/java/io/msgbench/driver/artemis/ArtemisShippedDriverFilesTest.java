package io.msgbench.driver.artemis;

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

/** Every driver YAML shipped in the module folder parses, and each embedded one asks for the switches its name says. */
class ArtemisShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();

    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file)).replace("${embedded.brokerAddress}", "tcp://127.0.0.1:1");
        return new Yaml().load(text);
    }

    @Test
    void everyShippedFileParsesAndNamesThisDriver() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "artemis.yaml",
                        "artemis-embedded.yaml",
                        "artemis-nosync-embedded.yaml",
                        "artemis-memory-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new ArtemisDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            ArtemisDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
        }
    }

    @Test
    void embeddedFilesAskForThePersistenceAndJournalSyncTheirNamesSay() throws IOException {
        assertThat(settings("artemis-embedded.yaml"))
                .containsEntry("persistence", "true")
                .containsEntry("journalSync", "true");
        assertThat(settings("artemis-nosync-embedded.yaml"))
                .containsEntry("persistence", "true")
                .containsEntry("journalSync", "false");
        assertThat(settings("artemis-memory-embedded.yaml")).containsEntry("persistence", "false");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> settings(String file) throws IOException {
        Map<String, Object> embedded = (Map<String, Object>) load(file).get("embeddedBroker");
        assertThat(embedded).as(file).containsEntry("type", "artemis");
        return (Map<String, Object>) embedded.get("settings");
    }
}
