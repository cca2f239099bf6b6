package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import io.msgbench.report.SweepPoint;
import io.msgbench.report.SweepReport;
import io.msgbench.report.SweepRule;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code benchmark sweep} on the real KRaft broker: three short rungs and the unthrottled point. */
@ExtendWith(KafkaBroker.class)
class SweepOnKafkaTest {

    @Test
    void threeRatesThenUnthrottledWithTableKneeAndCharts(@TempDir Path dir) throws Exception {
        Path driver = Files.writeString(dir.resolve("kafka.yaml"), """
                name: Kafka-sweep
                driverClass: kafka
                replicationFactor: 1
                commonConfig: |
                  bootstrap.servers=%s
                producerConfig: |
                  acks=all
                  linger.ms=1
                consumerConfig: |
                  auto.offset.reset=earliest
                """.formatted(KafkaBroker.bootstrapServers()));
        Path workload = Files.writeString(dir.resolve("sweep.yaml"), """
                name: sweep-3s
                topics: 1
                partitionsPerTopic: 2
                messageSize: 200
                producerRate: 1
                warmup: 1s
                testDuration: 3s
                """);
        Path out = dir.resolve("sweep");

        // generous bounds: this checks the machinery on a shared machine, not the broker's speed
        int exit = Main.run("sweep", workload.toString(), "-d", driver.toString(), "--rates", "300,600,1200",
                "--tolerance", "50%", "--stop-above", "60s", "--slo", "30s", "--interval", "1s", "-o", out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        List<Path> resultFiles;
        try (Stream<Path> files = Files.list(out)) {
            resultFiles = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        List<RunResult> results = resultFiles.stream().map(ResultReader::read).toList();
        assertThat(results).extracting(r -> r.shape().targetRate()).containsExactlyInAnyOrder(300.0, 600.0, 1200.0, 0.0);
        SweepReport report = new SweepReport(results, new SweepRule(0.5, 60_000, 30_000));
        assertThat(report.points().get("Kafka-sweep")).allSatisfy(p -> assertThat(p.achievedRate()).isPositive());
        SweepPoint knee = report.knee("Kafka-sweep").orElseThrow();
        assertThat(knee.targetRate()).isEqualTo(1200.0);
        String table = Files.readString(out.resolve("sweep.txt"));
        assertThat(table).contains("Knee: 1200 msg/s").contains("unthrottled").contains("1200");

        HeadlessChromium.Page page = HeadlessChromium.open(out.resolve("sweep.html"));
        assertThat(page.console()).isEmpty();
        assertThat(page.bodyAttribute("data-charts-drawn")).isEqualTo("3");
        assertThat(out.resolve("sweep-publish-p95.png")).isRegularFile();
    }
}
