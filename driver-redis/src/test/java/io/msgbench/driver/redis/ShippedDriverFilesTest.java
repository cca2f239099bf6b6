package io.msgbench.driver.redis;

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

/** Every driver YAML shipped in the module folder parses, names this driver and requires the variant its name says. */
class ShippedDriverFilesTest {
    private static final Set<String> FRAMEWORK_KEYS = Set.of("name", "driverClass", "embeddedBroker");
    // surefire runs in the module folder, where the YAMLs live
    private static final Path MODULE = Path.of("").toAbsolutePath();
    private static final Map<String, Aof> VARIANTS = Map.of(
            "redis.yaml",
            Aof.EVERYSEC,
            "redis-embedded.yaml",
            Aof.EVERYSEC,
            "redis-always-embedded.yaml",
            Aof.ALWAYS,
            "redis-no-aof-embedded.yaml",
            Aof.OFF);

    private static Map<String, Object> load(String file) throws IOException {
        String text = Files.readString(MODULE.resolve(file))
                .replace("${embedded.redisHost}", "127.0.0.1")
                .replace("${embedded.redisPort}", "1");
        return new Yaml().load(text);
    }

    private static RedisDriverSettings settings(String file) throws IOException {
        return RedisDriverSettings.parse(new DriverConfig(load(file), FRAMEWORK_KEYS));
    }

    @Test
    void everyShippedFileParsesNamesThisDriverAndRequiresItsVariant() throws IOException {
        List<String> files = new ArrayList<>();
        try (DirectoryStream<Path> yamls = Files.newDirectoryStream(MODULE, "*.yaml")) {
            yamls.forEach(yaml -> files.add(yaml.getFileName().toString()));
        }
        assertThat(files).containsExactlyInAnyOrderElementsOf(VARIANTS.keySet());
        for (String file : files) {
            assertThat(Files.readString(MODULE.resolve(file))).as(file).startsWith("#");
            assertThat(new RedisDriverProvider().names()).as(file).contains((String)
                    load(file).get("driverClass"));
            assertThat(settings(file).aof()).as(file).contains(VARIANTS.get(file));
        }
    }

    /** The embedded broker is given the same AOF settings that the driver then requires of it. */
    @Test
    void embeddedFilesStartTheServerWithTheirVariantAndTakeItsAddress() throws IOException {
        for (String file : List.of("redis-embedded.yaml", "redis-always-embedded.yaml", "redis-no-aof-embedded.yaml")) {
            @SuppressWarnings("unchecked")
            Map<String, Object> broker = (Map<String, Object>) load(file).get("embeddedBroker");
            assertThat(broker).as(file).containsEntry("type", "redis");
            @SuppressWarnings("unchecked")
            Map<String, String> server = (Map<String, String>) broker.get("settings");
            Aof started = Aof.of(server.get("appendonly"), server.getOrDefault("appendfsync", "everysec"));
            assertThat(started).as(file).isEqualTo(VARIANTS.get(file));
            assertThat(settings(file).address()).as(file).isEqualTo("127.0.0.1:1");
        }
    }
}
