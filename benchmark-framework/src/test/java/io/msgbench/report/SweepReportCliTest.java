package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import io.msgbench.result.SyntheticRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code report --sweep}: sweeps run separately, one per system, drawn on one chart from their result files. */
class SweepReportCliTest {

    @Test
    void twoSystemsSweptSeparatelyShareOneReport(@TempDir Path dir) throws Exception {
        Path kafka = Files.createDirectories(dir.resolve("kafka"));
        Path pulsar = Files.createDirectories(dir.resolve("pulsar"));
        SyntheticRuns.run().driver("Kafka").rates(1_000, 1_000).writeTo(kafka.resolve("1000.json"));
        SyntheticRuns.run().driver("Kafka").rates(4_000, 4_000).latencyScale(2).writeTo(kafka.resolve("4000.json"));
        SyntheticRuns.run().driver("Pulsar").rates(1_000, 1_000).writeTo(pulsar.resolve("1000.json"));
        SyntheticRuns.run().driver("Pulsar").rates(4_000, 3_000).writeTo(pulsar.resolve("4000.json"));
        Path out = dir.resolve("out");

        int exit = Main.run("report", "--sweep", "--slo", "5ms", kafka.toString(), pulsar.toString(), "-o",
                out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        String table = Files.readString(out.resolve(SweepReportWriter.TEXT_FILE));
        // Kafka at 4000 msg/s: p99 publish about 5.4 ms, over the 5 ms SLO; Pulsar falls short at 4000
        assertThat(table).contains("== Kafka ==").contains("== Pulsar ==").contains("Knee: 1000 msg/s")
                .contains("short of target").contains("Highest sustained rate: 4000 msg/s");
        assertThat(Files.readString(out.resolve(SweepReportWriter.HTML_FILE))).contains("\"Kafka\"").contains("\"Pulsar\"");
        assertThat(out.resolve("sweep-publish-p99.png")).isRegularFile();
    }

    @Test
    void aZeroSloIsBadInput(@TempDir Path dir) throws Exception {
        Path file = SyntheticRuns.run().writeTo(dir.resolve("r.json"));
        assertThat(Main.run("report", "--sweep", "--slo", "0ms", file.toString(), "-o", dir.resolve("o").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
    }
}
