package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-rocketmq/rocketmq-embedded.yaml} as users call it: the CLI starts
 * RocketMQ's name server and broker in a child JVM, runs a study-shaped workload with nothing lost, records the
 * flushDiskType read back from the broker and the mapping, and stops the broker. (A flush the brokers do not have:
 * RocketMqFlushRefusalTest.)
 */
class RocketMqCliTest {

    @Test
    @Tag("quick")
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-rocketmq/rocketmq-embedded.yaml")
                .assertCompleteWithNothingLostOnA("rocketmq");

        JsonNode settings = run.driverSettings();
        assertThat(settings.get("durability").asText())
                .startsWith("RocketMQ V5_3_3, 1 master broker(s),"
                        + " flushDiskType=ASYNC_FLUSH (read back from the brokers)");
        assertThat(settings.get("flushDiskType").asText()).isEqualTo("ASYNC_FLUSH");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("V5_3_3");
        assertThat(settings.get("mapping").asText())
                .contains("a RocketMQ topic per topic")
                .contains("per-key order holds");
    }

    @Test
    void theSyncFlushVariantRunsWithNothingLostAndSaysSo(@TempDir Path dir) throws Exception {
        EmbeddedCliRun run = EmbeddedCliRun.of(dir, "driver-rocketmq/rocketmq-sync-embedded.yaml")
                .assertCompleteWithNothingLostOnA("rocketmq");

        assertThat(run.driverSettings().get("durability").asText())
                .contains("flushDiskType=SYNC_FLUSH (read back")
                .contains("once the message is flushed to the broker's disk");
    }
}
