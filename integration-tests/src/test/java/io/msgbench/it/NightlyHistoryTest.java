package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.changepoint.ChangePoint;
import io.msgbench.cli.ExitCode;
import io.msgbench.history.History;
import io.msgbench.history.HistoryEntry;
import io.msgbench.nightly.FigureTrend;
import io.msgbench.nightly.Gates;
import io.msgbench.nightly.NightJudge;
import io.msgbench.nightly.NightVerdict;
import io.msgbench.nightly.TrendReportWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark nightly} on the loopback driver through the real run path, twice: two nights in the history
 * and in the trend report. Then the change-point search on 24-night histories built from those real results, whose
 * figures are shifted in known ways: a step, a slow drift, pure noise.
 */
class NightlyHistoryTest {
    private static final List<String> FIGURES = List.of(
            "publish rate (msg/s)",
            "Publishing p50 (ms)",
            "Publishing p99 (ms)",
            "End-to-end p50 (ms)",
            "End-to-end p99 (ms)");
    private static final int NIGHTS = 24;

    @TempDir
    static Path dir;

    static Path history;
    static Cli.Outcome first;
    static Cli.Outcome second;

    @BeforeAll
    static void twoNights() throws IOException {
        Path workload = dir.resolve("short.yaml");
        Files.writeString(workload, """
                name: short
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producersPerTopic: 1
                subscriptionsPerTopic: 1
                consumerPerSubscription: 1
                producerRate: 500
                warmup: 1s
                testDuration: 3s
                """);
        history = dir.resolve("history");
        Path suite = dir.resolve("suite.yaml");
        Files.writeString(
                suite,
                String.join(
                        "\n",
                        "name: short-loopback",
                        "workloads: [short.yaml]",
                        "drivers: [driver-loopback/loopback.yaml]",
                        "repeats: 2",
                        "history: " + history,
                        "gates:",
                        "  figures: [publish rate, publishing p99]",
                        "  bounds: [\"lost = 0\"]",
                        ""));
        first = Cli.run("nightly", suite.toString(), "--night", "night-1", "--commit", "aaaa1111");
        second = Cli.run("nightly", suite.toString(), "--night", "night-2", "--commit", "bbbb2222");
    }

    @Test
    void theSecondNightsReportShowsTwoNights() throws IOException {
        assertThat(first.exit()).as(first.err()).isEqualTo(ExitCode.OK);
        assertThat(second.exit()).as(second.err()).isEqualTo(ExitCode.OK);
        History kept = History.open(history);
        assertThat(kept.nights()).containsExactly("night-1", "night-2");
        assertThat(kept.entries())
                .hasSize(4)
                .allMatch(HistoryEntry::complete)
                .allMatch(e -> e.figures().get(HistoryEntry.LOST) == 0.0);
        assertThat(kept.entriesOf("night-2")).allMatch(e -> e.commit().equals("bbbb2222"));
        for (HistoryEntry entry : kept.entries()) {
            assertThat(history.resolve(entry.file())).isRegularFile();
        }

        String trend = Files.readString(history.resolve("trend").resolve(TrendReportWriter.HTML_FILE));
        assertThat(trend)
                .contains("2 night(s) in the history; latest: night-2")
                .contains("href=\"../nights/night-1/report/report.html\"")
                .contains("href=\"../nights/night-2/report/report.html\"")
                .contains("commit aaaa1111")
                .contains("commit bbbb2222");
        assertThat(history.resolve("nights/night-1/report/report.html")).isRegularFile();
        assertThat(history.resolve("nights/night-2/report/report.html")).isRegularFile();
        assertThat(history.resolve("trend/trend-1.png")).isRegularFile();
        assertThat(second.out()).contains("Verdict: no regression on night night-2");
    }

    /** Nights are counted: the trend's x axis has ticks on whole nights only, however few there are. */
    @Test
    void theTrendChartsTickWholeNightsOnly() throws Exception {
        HeadlessChromium.Page page =
                HeadlessChromium.open(history.resolve("trend").resolve(TrendReportWriter.HTML_FILE));

        List<String> ticks = page.attributeValues("data-x-ticks");
        assertThat(ticks)
                .as("one tick list per chart")
                .isNotEmpty()
                .allSatisfy(list ->
                        assertThat(list.split(",")).as("ticks").isNotEmpty().allMatch(tick -> tick.matches("\\d+")));
    }

    @Test
    void historyQueriesListTheNightsAndAFigureOverThem() {
        Cli.Outcome list = Cli.run("history", "list", "--history", history.toString());
        assertThat(list.exit()).as(list.err()).isEqualTo(ExitCode.OK);
        assertThat(list.out())
                .contains("night-1")
                .contains("aaaa1111")
                .contains("night-2")
                .contains("bbbb2222");

        Cli.Outcome show = Cli.run(
                "history", "show", "--history", history.toString(), "--figure", "publish rate", "--driver", "Loopback");
        assertThat(show.exit()).as(show.err()).isEqualTo(ExitCode.OK);
        assertThat(show.out()).contains("== Loopback · short: publish rate (msg/s) ==");
        assertThat(show.out().lines().filter(l -> l.startsWith("night-")).count())
                .isEqualTo(2);

        Cli.Outcome nowhere =
                Cli.run("history", "list", "--history", dir.resolve("nowhere").toString());
        assertThat(nowhere.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(nowhere.err().strip())
                .isEqualTo("error: " + dir.resolve("nowhere")
                        + ": no history here (no index.jsonl); bin/benchmark nightly or history import makes one");

        Cli.Outcome unknown = Cli.run("history", "show", "--history", history.toString(), "--figure", "publish rat");
        assertThat(unknown.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(unknown.err().strip())
                .startsWith("error: --figure: unknown figure 'publish rat'")
                .doesNotContain("\tat ");
    }

    @Test
    void aBreachedBoundFailsTheNightWithExitFour() throws IOException {
        Path suite = dir.resolve("bound-suite.yaml");
        Files.writeString(suite, """
                workloads: [short.yaml]
                drivers: [driver-loopback/loopback.yaml]
                gates:
                  bounds: ["publish rate >= 1000000"]
                """);
        Path bounded = dir.resolve("bounded");
        Cli.Outcome outcome = Cli.run("nightly", suite.toString(), "--history", bounded.toString(), "--commit", "c1");
        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.REGRESSION);
        assertThat(outcome.out())
                .contains("BOUND     Loopback · short: publish rate (msg/s) is ")
                .contains("outside publish rate (msg/s) >= 1000000")
                .contains("Verdict: REGRESSION");
        assertThat(History.open(bounded).nights()).hasSize(1);
    }

    @Test
    void importingResultFilesFilesThemUnderTheDayTheyRan() throws IOException {
        Path imported = dir.resolve("imported");
        Cli.Outcome outcome = Cli.run(
                "history",
                "import",
                "--history",
                imported.toString(),
                history.resolve("nights/night-1").toString(),
                history.resolve("nights/night-2").toString());
        assertThat(outcome.exit()).as(outcome.err()).isEqualTo(ExitCode.OK);
        History kept = History.open(imported);
        List<String> days = History.open(history).entries().stream()
                .map(e -> e.recorded().substring(0, 10).replace("-", ""))
                .distinct()
                .toList();
        assertThat(kept.nights()).containsExactlyElementsOf(days);
        assertThat(kept.entries()).hasSize(4).allMatch(e -> Files.isRegularFile(imported.resolve(e.file())));
    }

    @Test
    void anUnknownSuiteKeyIsOneLineNamingItsLine() throws IOException {
        Path suite = dir.resolve("bad-suite.yaml");
        Files.writeString(suite, """
                name: bad
                workloads: [short.yaml]
                drivers: [driver-loopback/loopback.yaml]
                repeat: 2
                """);
        Cli.Outcome outcome = Cli.run(
                "nightly", suite.toString(), "--history", dir.resolve("unused").toString());
        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + suite + ":4: repeat: unknown key (did you mean 'repeats'?)");
        assertThat(dir.resolve("unused")).doesNotExist();
    }

    @Test
    void aStepIsFoundAtItsNight() throws IOException {
        NightVerdict verdict = judge("step", i -> i >= 12 ? 1 : 0);
        for (String figure : FIGURES) {
            assertThat(trend(verdict, figure).changes())
                    .as(figure)
                    .extracting(ChangePoint::index)
                    .containsExactly(12);
        }
        assertThat(verdict.regressed())
                .as("a step 12 nights ago is outside the window of 5")
                .isFalse();
    }

    @Test
    void aSlowDriftIsFoundWithinItsNights() throws IOException {
        NightVerdict verdict = judge("drift", i -> Math.min(1, Math.max(0, (i - 8) / 10.0)));
        // a drift is found where it starts, perhaps again further on while it goes on: binary segmentation splits a
        // ramp more than once, and where after the first split depends on the noise
        for (String figure : FIGURES) {
            List<ChangePoint> changes = trend(verdict, figure).changes();
            assertThat(changes).as(figure).isNotEmpty();
            assertThat(changes.get(0).index()).as(figure + ": the first change").isBetween(9, 18);
            assertThat(changes).as(figure).allMatch(c -> c.after() > c.before());
        }
    }

    @Test
    void pureNoiseShowsNoChange() throws IOException {
        NightVerdict verdict = judge("noise", i -> 0);
        assertThat(verdict.trends())
                .hasSize(FIGURES.size())
                .allMatch(t -> t.values().size() == NIGHTS)
                .allMatch(t -> t.changes().isEmpty());
        assertThat(verdict.regressed()).isFalse();
    }

    @Test
    void aStepInTheLatestNightsIsARegressionWhereItIsWorse() throws IOException {
        NightVerdict verdict = judge("late-step", i -> i >= 20 ? 1 : 0);
        assertThat(verdict.regressed()).isTrue();
        // latencies went up (worse): regressions; the publish rate went up (better): a change, not a regression
        assertThat(trend(verdict, "Publishing p99 (ms)").regressions())
                .extracting(ChangePoint::index)
                .containsExactly(20);
        assertThat(trend(verdict, "publish rate (msg/s)").changes())
                .extracting(ChangePoint::index)
                .containsExactly(20);
        assertThat(trend(verdict, "publish rate (msg/s)").regressions()).isEmpty();
    }

    /**
     * A 24-night history whose night i is one of the real results (drawn with a seeded generator) with every gated
     * figure moved by {@code shift(i)} times a size well beyond the real results' own spread.
     */
    private static NightVerdict judge(String name, IntToDoubleFunction shift) throws IOException {
        List<HistoryEntry> real = History.open(history).entries();
        assertThat(real).hasSize(4);
        Map<String, Double> size = new HashMap<>();
        for (String figure : FIGURES) {
            DoubleSummaryStatistics values =
                    real.stream().mapToDouble(e -> e.figures().get(figure)).summaryStatistics();
            size.put(figure, 3 * (values.getMax() - values.getMin()) + 0.2 * values.getAverage());
        }
        Random draw = new Random(42);
        List<HistoryEntry> nights = new ArrayList<>();
        for (int i = 0; i < NIGHTS; i++) {
            HistoryEntry e = real.get(draw.nextInt(real.size()));
            Map<String, Double> figures = new HashMap<>(e.figures());
            for (String figure : FIGURES) {
                figures.put(figure, figures.get(figure) + shift.applyAsDouble(i) * size.get(figure));
            }
            nights.add(new HistoryEntry(
                    String.format("n%02d", i),
                    "commit-" + i,
                    e.recorded(),
                    e.workload(),
                    e.driver(),
                    e.complete(),
                    e.file(),
                    e.environment(),
                    e.driverSettings(),
                    figures));
        }
        History built = History.open(dir.resolve(name));
        built.append(nights);
        Gates gates = new Gates(FIGURES, List.of(), 5, 0.01, 999, 1, 0.05);
        return new NightJudge(gates).judge(History.open(dir.resolve(name)));
    }

    private static FigureTrend trend(NightVerdict verdict, String figure) {
        return verdict.trends().stream()
                .filter(t -> t.figure().equals(figure))
                .findFirst()
                .orElseThrow();
    }
}
