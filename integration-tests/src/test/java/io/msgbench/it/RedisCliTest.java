package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-redis/redis-embedded.yaml} as users call it: the CLI starts Debian's
 * redis-server, runs a study-shaped workload with nothing lost, records the durability read back from the
 * server and stops it; what cannot run is refused in one line.
 */
class RedisCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run =
                EmbeddedCliRun.of(dir, "driver-redis/redis-embedded.yaml").assertCompleteWithNothingLostOnA("redis");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("redis-server 7.0")
                .contains("(read back with CONFIG GET): AOF on, appendfsync everysec");
        assertThat(settings.get("aof").asText()).isEqualTo("everysec");
        assertThat(settings.get("clientVersion").asText()).isEqualTo("Jedis 8.0.2");
        assertThat(settings.get("mapping").asText()).contains("consumer group");
    }

    @Test
    void aServerWithAnotherAofThanTheDriverFileRequiresIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "redis-always.yaml", """
                name: Redis-always
                driverClass: redis
                embeddedBroker: redis
                redisHost: ${embedded.redisHost}
                redisPort: ${embedded.redisPort}
                aof: always
                """);
        Path result = dir.resolve("always.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .startsWith("error: " + driver + ":6: aof: always, but redis-server at" + " 127.0.0.1:")
                .endsWith(" has off (CONFIG GET appendonly, appendfsync)")
                .doesNotContain("\n");
        assertThat(result).doesNotExist();
    }

    /** Some managed services rename CONFIG: a durability that cannot be read back fails the run, not a guess. */
    @Test
    void aServerThatRefusesConfigGetIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "redis-no-config.yaml", """
                name: Redis-no-config
                driverClass: redis
                embeddedBroker:
                  type: redis
                  settings:
                    rename-command: CONFIG ""
                redisHost: ${embedded.redisHost}
                redisPort: ${embedded.redisPort}
                """);

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.RUN_FAILED);
        assertThat(outcome.err().strip())
                .startsWith("error: run incomplete: initialize: cannot read the durability"
                        + " in force from redis-server at 127.0.0.1:")
                .contains("(CONFIG GET appendonly appendfsync save): ERR" + " unknown command 'CONFIG'")
                .doesNotContain("\n")
                .doesNotContain("\tat ");
    }
}
