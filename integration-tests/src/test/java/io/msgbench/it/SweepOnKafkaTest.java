package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import io.msgbench.report.SweepReport;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import io.msgbench.sweep.MaxRateSearch;
import io.msgbench.sweep.SweepPoint;
import io.msgbench.sweep.SweepRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code benchmark sweep} on the real KRaft broker: three short rungs and the unthrottled point. */
@ExtendWith(KafkaBroker.class)
class SweepOnKafkaTest {

    private static Path driverFile(Path dir) throws Exception {
        return Files.writeString(dir.resolve("kafka.yaml"), """
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
    }

    private static List<RunResult> results(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().map(ResultReader::read).toList();
        }
    }

    @Test
    void threeRatesThenUnthrottledWithTableKneeAndCharts(@TempDir Path dir) throws Exception {
        Path driver = driverFile(dir);
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

        // this checks the machinery, not the broker's speed: with a 99 % tolerance any rung that moved messages is
        // sustained and no latency reaches the bounds, so the climb and the knee follow from the rule alone
        int exit = Main.run("sweep", workload.toString(), "-d", driver.toString(), "--rates", "300,600,1200",
                "--tolerance", "99%", "--stop-above", "60s", "--slo", "30s", "--interval", "1s", "-o", out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        List<RunResult> results = results(out);
        assertThat(results).extracting(r -> r.shape().targetRate()).containsExactlyInAnyOrder(300.0, 600.0, 1200.0, 0.0);
        SweepReport report = new SweepReport(results, new SweepRule(0.99, 60_000, 30_000));
        assertThat(report.points().get("Kafka-sweep")).allSatisfy(p -> assertThat(p.achievedRate()).isPositive());
        SweepPoint knee = report.knee("Kafka-sweep").orElseThrow();
        assertThat(knee.targetRate()).isEqualTo(1200.0);
        String table = Files.readString(out.resolve("sweep.txt"));
        assertThat(table).contains("Knee: 1200 msg/s").contains("unthrottled").contains("1200");

        HeadlessChromium.Page page = HeadlessChromium.open(out.resolve("sweep.html"));
        assertThat(page.console()).isEmpty();
        // publish and end-to-end p95 and p99 against msg/s, and p95 of each against MB/s (the 2020 study's view)
        assertThat(page.bodyAttribute("data-charts-drawn")).isEqualTo("6");
        assertThat(out.resolve("sweep-publish-p95.png")).isRegularFile();
        assertThat(out.resolve("sweep-e2e-p95-mbps.png")).isRegularFile();
    }

    @Test
    void producerRateZeroFindsASustainedMaximumByBracketingAndBisection(@TempDir Path dir) throws Exception {
        Path workload = Files.writeString(dir.resolve("max.yaml"), """
                name: max-2s
                topics: 1
                partitionsPerTopic: 2
                messageSize: 200
                producerRate: 0
                warmup: 1s
                testDuration: 2s
                """);
        Path out = dir.resolve("max");

        int exit = Main.run("sweep", workload.toString(), "-d", driverFile(dir).toString(), "--precision", "25%",
                "--max-points", "4", "--stop-above", "60s", "--interval", "1s", "-o", out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        List<RunResult> results = results(out).stream().sorted(Comparator.comparing(RunResult::start)).toList();
        SweepRule rule = new SweepRule(0.05, 60_000, 10);
        List<SweepPoint> points = results.stream().map(r -> SweepPoint.of(r, rule)).toList();
        assertThat(points).hasSizeBetween(3, 4);
        assertThat(points.get(0).verdict()).isEqualTo(SweepPoint.Verdict.UNTHROTTLED);
        double firstGuess = Math.round(points.get(0).achievedRate());
        assertThat(firstGuess).isPositive(); // how fast is the machine's business, not the test's
        assertThat(points.get(1).targetRate()).as("then the unthrottled rate, held open-loop").isEqualTo(firstGuess);
        assertThat(points.get(2).targetRate()).as("then doubled when sustained, halved when not")
                .isEqualTo(points.get(1).verdict() == SweepPoint.Verdict.SUSTAINED ? firstGuess * 2
                        : Math.round(firstGuess / 2));
        String table = Files.readString(out.resolve("sweep.txt"));
        java.util.Optional<Double> highest = MaxRateSearch.highestSustained(points);
        if (highest.isEmpty()) {
            // a machine loaded beyond every rate tried (it happens on a shared CI host): the search kept halving
            for (int i = 2; i < points.size(); i++) {
                assertThat(points.get(i).targetRate()).as("halved after a rate not sustained")
                        .isEqualTo(Math.round(points.get(i - 1).targetRate() / 2));
            }
            assertThat(table).contains("Highest sustained rate: none of the rates tried was sustained");
            return;
        }
        double found = highest.get();
        assertThat(found).isPositive();
        points.stream().filter(p -> p.targetRate() > found).forEach(p ->
                assertThat(p.verdict()).as("every rate above the answer was not sustained").isNotEqualTo(
                        SweepPoint.Verdict.SUSTAINED));
        assertThat(table).contains(String.format(Locale.ROOT, "Highest sustained rate: %.0f msg/s", found));
    }
}
