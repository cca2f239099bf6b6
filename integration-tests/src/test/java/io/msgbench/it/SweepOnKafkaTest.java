package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.cli.Main;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import io.msgbench.sweep.MaxRateSearch;
import io.msgbench.sweep.RateChooser;
import io.msgbench.sweep.RateLadder;
import io.msgbench.sweep.SweepPoint;
import io.msgbench.sweep.SweepReport;
import io.msgbench.sweep.SweepRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
            return files.filter(p -> p.toString().endsWith(".json"))
                    .sorted()
                    .map(ResultReader::read)
                    .toList();
        }
    }

    /** The points in the order they ran, judged by {@code rule}. */
    private static List<SweepPoint> inOrder(List<RunResult> results, SweepRule rule) {
        return results.stream()
                .sorted(Comparator.comparing(RunResult::start))
                .map(r -> SweepPoint.of(r, rule))
                .toList();
    }

    /** Each point's rate is the one {@code chooser} picks after the points before it, and it picks none after the last. */
    private static void assertFollows(RateChooser chooser, List<SweepPoint> points) {
        for (int i = 0; i < points.size(); i++) {
            assertThat(chooser.next(points.subList(0, i)))
                    .as("the rate chosen after %s", points.subList(0, i))
                    .hasValue(points.get(i).targetRate());
        }
        assertThat(chooser.next(points)).as("the sweep ended when its rule did").isEmpty();
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

        // the machinery, not the broker's speed: which rungs this machine sustains is its own business (the
        // tolerance of 99 % that once made every rung sustained hid that), so the test replays the ladder's rule
        // and the knee's over the points the sweep recorded, whatever they were
        int exit = Main.run(
                "sweep",
                workload.toString(),
                "-d",
                driver.toString(),
                "--rates",
                "300,600,1200",
                "--tolerance",
                "10%",
                "--stop-above",
                "60s",
                "--slo",
                "30s",
                "--interval",
                "1s",
                "-o",
                out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        SweepRule rule = new SweepRule(0.10, 60_000, 30_000);
        List<SweepPoint> points = inOrder(results(out), rule);
        assertFollows(new RateLadder(List.of(300.0, 600.0, 1200.0), true), points);
        assertThat(points).extracting(SweepPoint::targetRate).startsWith(300.0).endsWith(0.0);
        assertThat(points).allSatisfy(p -> assertThat(p.achievedRate()).isPositive());
        Optional<Double> knee = points.stream()
                .filter(p -> p.verdict() == SweepPoint.Verdict.SUSTAINED && p.publishP99() <= rule.sloMillis())
                .map(SweepPoint::targetRate)
                .max(Double::compare);
        SweepReport report = new SweepReport(results(out), rule);
        assertThat(report.knee("Kafka-sweep").map(SweepPoint::targetRate))
                .as("the knee")
                .isEqualTo(knee);
        String table = Files.readString(out.resolve("sweep.txt"));
        assertThat(table)
                .contains(knee.map(rate -> String.format(Locale.ROOT, "Knee: %.0f msg/s", rate))
                        .orElse("Knee: none"))
                .contains("unthrottled")
                .contains("300");

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

        int exit = Main.run(
                "sweep",
                workload.toString(),
                "-d",
                driverFile(dir).toString(),
                "--precision",
                "25%",
                "--max-points",
                "4",
                "--stop-above",
                "60s",
                "--interval",
                "1s",
                "-o",
                out.toString());

        assertThat(exit).isEqualTo(ExitCode.OK);
        SweepRule rule = new SweepRule(0.05, 60_000, 10);
        List<SweepPoint> points = inOrder(results(out), rule);
        assertThat(points).hasSizeBetween(3, 4);
        assertThat(points.get(0).verdict()).isEqualTo(SweepPoint.Verdict.UNTHROTTLED);
        // how fast the machine is decides the rates (an old bound of 100 msg/s asserted a speed): the test replays
        // the search over the recorded points, whether some rate was sustained or, on a host loaded beyond every
        // rate tried, none was
        double firstGuess = Math.round(points.get(0).achievedRate());
        assertThat(points.get(1).targetRate())
                .as("then the unthrottled rate, held open-loop")
                .isEqualTo(firstGuess);
        assertFollows(new MaxRateSearch(0.25, 4), points);
        Optional<Double> highest = MaxRateSearch.highestSustained(points);
        highest.ifPresent(found -> points.stream()
                .filter(p -> p.targetRate() > found)
                .forEach(p -> assertThat(p.verdict())
                        .as("every rate above the answer was not sustained")
                        .isNotEqualTo(SweepPoint.Verdict.SUSTAINED)));
        assertThat(Files.readString(out.resolve("sweep.txt")))
                .contains(highest.map(found -> String.format(Locale.ROOT, "Highest sustained rate: %.0f msg/s", found))
                        .orElse("Highest sustained rate: none of the rates tried was sustained"));
    }
}
