package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.embedded.EmbeddedBroker;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each shipped embedded driver file starts redis-server with its AOF variant, and the driver states that
 * variant, read back from the server, in its description (the result's driverSettings). A broker each.
 */
class RedisDurabilityVariantsTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "driver-redis/redis-no-aof-embedded.yaml | off      | AOF off (appendonly no): an acknowledged XADD is in",
                "driver-redis/redis-embedded.yaml        | everysec | AOF on, appendfsync everysec: the XADD reply comes",
                "driver-redis/redis-always-embedded.yaml | always   | AOF on, appendfsync always: the AOF is fsynced before"
            })
    void theVariantInForceIsReadBackFromTheServer(String file, String aof, String words) throws Exception {
        DriverSpec spec = DriverSpecLoader.load(KafkaBroker.home().resolve(file));
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), spec.embeddedBroker().orElseThrow(), Duration.ofSeconds(60))) {
            DriverSpec resolved = spec.withPlaceholders(broker.placeholders());
            LoadedDriver driver = Runs.driverLoader().load(resolved);
            driver.initialize(new DriverConfig(resolved.values(), DriverSpec.FRAMEWORK_KEYS));
            try {
                Map<String, String> description = driver.describe();
                assertThat(description).containsEntry("aof", aof);
                assertThat(description.get("durability"))
                        .startsWith("redis-server 7.0")
                        .contains(words)
                        .contains("RDB snapshots off");
            } finally {
                driver.close();
            }
        }
    }
}
