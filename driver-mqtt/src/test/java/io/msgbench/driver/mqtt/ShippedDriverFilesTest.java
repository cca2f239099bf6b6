package io.msgbench.driver.mqtt;

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

/** Every driver YAML shipped in the module folder parses, with the storage its name promises. */
class ShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();

    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file))
                .replace("${embedded.brokerAddr}", "tcp://127.0.0.1:1")
                .replace("${embedded.durability}", "from ready.properties");
        return new Yaml().load(text);
    }

    private static MqttDriverSettings settings(String file) throws IOException {
        return MqttDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParsesNamesThisDriverAndStatesItsDurability() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "mqtt.yaml",
                        "mqtt-qos0.yaml",
                        "mqtt-embedded.yaml",
                        "mqtt-memory-embedded.yaml",
                        "mqtt-qos0-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new MqttDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            assertThat(settings(file).durability()).as(file).isPresent();
            int qos = file.contains("qos0") ? 0 : 1;
            assertThat(settings(file).pubQos()).as(file).isEqualTo(qos);
            assertThat(settings(file).deliveryQos()).as(file).isEqualTo(qos);
        }
    }

    @Test
    void embeddedFilesStartMosquittoAndTakeItsAddressAndDurability() throws IOException {
        for (String file : List.of("mqtt-embedded.yaml", "mqtt-qos0-embedded.yaml")) {
            assertThat(load(file)).as(file).containsEntry("embeddedBroker", "mosquitto");
        }
        assertThat(load("mqtt-memory-embedded.yaml").get("embeddedBroker"))
                .isEqualTo(Map.of("type", "mosquitto", "settings", Map.of("persistence", false)));
        for (String file : List.of("mqtt-embedded.yaml", "mqtt-memory-embedded.yaml", "mqtt-qos0-embedded.yaml")) {
            assertThat(settings(file).port()).as(file).isEqualTo(1);
            assertThat(settings(file).durability()).as(file).contains("from ready.properties");
        }
    }
}
