package io.msgbench.driver.rabbitmq;

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

/** Every driver YAML shipped in the module folder parses, with the queue type and delivery mode its name promises. */
class RabbitMqShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();

    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file))
                .replace("${embedded.amqpUri}", "amqp://127.0.0.1:1")
                .replace("${embedded.durability}", "from ready.properties");
        return new Yaml().load(text);
    }

    private static RabbitMqDriverSettings settings(String file) throws IOException {
        return RabbitMqDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParsesNamesThisDriverAndStatesItsDurability() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files)
                .containsExactlyInAnyOrder(
                        "rabbitmq.yaml",
                        "rabbitmq-classic.yaml",
                        "rabbitmq-embedded.yaml",
                        "rabbitmq-quorum-embedded.yaml",
                        "rabbitmq-transient-embedded.yaml");
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new RabbitMqDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            assertThat(settings(file).durability()).as(file).isPresent();
            boolean quorum = file.equals("rabbitmq.yaml") || file.contains("quorum");
            assertThat(settings(file).queueType()).as(file).isEqualTo(quorum ? QueueType.QUORUM : QueueType.CLASSIC);
            assertThat(settings(file).persistent()).as(file).isEqualTo(!file.contains("transient"));
        }
    }

    @Test
    void embeddedFilesStartTheBrokerAndTakeItsAddressAndDurability() throws IOException {
        for (String file : List.of(
                "rabbitmq-embedded.yaml", "rabbitmq-quorum-embedded.yaml", "rabbitmq-transient-embedded.yaml")) {
            assertThat(load(file)).as(file).containsEntry("embeddedBroker", "rabbitmq");
            assertThat(settings(file).amqpUris()).as(file).containsExactly("amqp://127.0.0.1:1");
            assertThat(settings(file).durability()).as(file).contains("from ready.properties");
        }
    }
}
