package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.cli.ExitCode;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-rocketmq/rocketmq-embedded.yaml} as users call it: the CLI starts
 * RocketMQ's name server and broker in a child JVM, runs a study-shaped workload with nothing lost, records the
 * flushDiskType read back from the broker and the mapping, and stops the broker.
 */
class RocketMqCliTest {

    @Test
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-rocketmq/rocketmq-embedded.yaml")
                .assertCompleteWithNothingLostOnA("rocketmq");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText()).startsWith("RocketMQ V5_3_3, 1 master broker(s),"
                + " flushDiskType=ASYNC_FLUSH (read back from the brokers)");
        assertThat(settings.get("flushDiskType").asText()).isEqualTo("ASYNC_FLUSH");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("V5_3_3");
        assertThat(settings.get("mapping").asText()).contains("a RocketMQ topic per topic")
                .contains("per-key order holds");
    }

    @Test
    void theSyncFlushVariantRunsWithNothingLostAndSaysSo(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-rocketmq/rocketmq-sync-embedded.yaml")
                .assertCompleteWithNothingLostOnA("rocketmq");

        assertThat(run.driverSettings().get("durability").asText()).contains("flushDiskType=SYNC_FLUSH (read back")
                .contains("once the message is flushed to the broker's disk");
    }

    @Test
    void aBrokerWithAnotherFlushThanTheDriverFileRequiresIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "rocketmq-sync.yaml", """
                name: RocketMQ-sync
                driverClass: rocketmq
                embeddedBroker: rocketmq
                namesrvAddr: ${embedded.namesrvAddr}
                clusterName: ${embedded.clusterName}
                flushDiskType: SYNC_FLUSH
                """);
        Path result = dir.resolve("sync.json");

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), "--output", result.toString(), smokeWorkload());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).isEqualTo("error: " + driver + ":6: flushDiskType: the driver file says"
                + " SYNC_FLUSH, but the brokers report ASYNC_FLUSH");
        assertThat(result).doesNotExist();
    }

    @Test
    void anUnreachableNameServerIsOneLineNamingTheKey(@TempDir Path dir) throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Path driver = CliTest.write(dir, "nowhere.yaml", """
                name: RocketMQ-nowhere
                driverClass: io.openmessaging.benchmark.driver.rocketmq.RocketMQBenchmarkDriver
                clusterName: DefaultCluster
                namesrvAddr: 127.0.0.1:%d
                """.formatted(closedPort));

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), smokeWorkload());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).startsWith("error: " + driver + ":4: namesrvAddr: cannot reach RocketMQ at"
                + " 127.0.0.1:" + closedPort).doesNotContain("\n").doesNotContain("\tat ");
    }

    private static String smokeWorkload() {
        return KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString();
    }
}
