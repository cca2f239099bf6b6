package io.msgbench.driver.nats;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.DriverConfig;
import io.nats.client.api.StorageType;
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

/** Every driver YAML shipped in the module folder parses, with the storage its name promises. */
class ShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();

    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file))
                .replace("${embedded.natsHostUrl}", "nats://127.0.0.1:1")
                .replace("${embedded.durability}", "from ready.properties");
        return new Yaml().load(text);
    }

    private static NatsDriverSettings settings(String file) throws IOException {
        return NatsDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParsesNamesThisDriverAndStatesItsDurability() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "nats.yaml", "nats-memory.yaml", "nats-embedded.yaml", "nats-memory-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new NatsDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            assertThat(settings(file).durability()).as(file).isPresent();
            StorageType expected = file.contains("memory") ? StorageType.Memory : StorageType.File;
            assertThat(settings(file).storage()).as(file).isEqualTo(expected);
        }
    }

    @Test
    void embeddedFilesStartTheServerAndTakeItsAddressAndDurability() throws IOException {
        for (String file : List.of("nats-embedded.yaml", "nats-memory-embedded.yaml")) {
            assertThat(load(file)).as(file).containsEntry("embeddedBroker", "nats");
            assertThat(settings(file).url()).as(file).isEqualTo("nats://127.0.0.1:1");
            assertThat(settings(file).durability()).as(file).contains("from ready.properties");
        }
    }
}
