package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.result.FaultEvent.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The result file is one document: what {@link ResultReader} reads back from a file {@link ResultJson} wrote
 * is the record that was written, and writing it again gives the same bytes. Every shape a run can produce
 * is here; a field the writer gains and the reader forgets fails this test.
 */
class ResultRoundTripTest {
    private static final Instant T0 = ResultFixtures.T0;
    private static final ClockSource SOURCE =
            new ClockSource("6f1c2b3a-boot time:[4026531834]", 1_764_000_000_123_456_789L);

    static Stream<Arguments> everyShape() {
        RunResult plain = ResultFixtures.result();
        return Stream.of(
                Arguments.of("plain local run", plain),
                Arguments.of("incomplete, with its failure and warnings", incomplete(plain)),
                Arguments.of("backlog and catch-up", with(plain, backlogFindings(), backlogIntervals(), null)),
                Arguments.of("client breakdown", with(plain, clientFindings(), plain.intervals(), null)),
                Arguments.of("faults of every outcome", with(plain, faultFindings(), plain.intervals(), null)),
                Arguments.of(
                        "distributed, one worker lost",
                        with(plain, RunFindings.NONE, plain.intervals(), distribution())),
                Arguments.of("sweep rung: unthrottled, producer-only", sweepRung(plain)),
                Arguments.of(
                        "partition counts changing (Pravega auto-scaling), broker CPU and GC",
                        with(plain, RunFindings.NONE, scalingIntervals(plain), null)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyShape")
    void writeReadWriteGivesTheSameBytesAndTheSameRecord(String shape, RunResult written, @TempDir Path dir)
            throws Exception {
        Path first = dir.resolve("first.json");
        Path second = dir.resolve("second.json");
        ResultJson.write(written, first);

        RunResult read = ResultReader.read(first);
        ResultJson.write(read, second);

        assertThat(Files.readString(second)).isEqualTo(Files.readString(first));
        assertThat(read.findings()).isEqualTo(written.findings());
        assertThat(read.distribution()).isEqualTo(written.distribution());
        assertThat(read.failure()).isEqualTo(written.failure());
        assertThat(read.warnings()).isEqualTo(written.warnings());
        assertThat(read.intervals())
                .extracting(IntervalResult::phase)
                .isEqualTo(
                        written.intervals().stream().map(IntervalResult::phase).toList());
        assertThat(read.intervals())
                .extracting(IntervalResult::partitions)
                .isEqualTo(written.intervals().stream()
                        .map(IntervalResult::partitions)
                        .toList());
        assertThat(read.intervals())
                .extracting(IntervalResult::broker)
                .isEqualTo(
                        written.intervals().stream().map(IntervalResult::broker).toList());
    }

    /** A file written before brokersLeftOut was recorded reads as figures that covered every broker named. */
    @org.junit.jupiter.api.Test
    void brokerFiguresWithoutTheirLeftOutCountReadAsWhole(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.json");
        ResultJson.write(
                with(ResultFixtures.result(), RunFindings.NONE, scalingIntervals(ResultFixtures.result()), null), file);
        String old = Files.readString(file).replaceAll(",\\s*\"brokersLeftOut\"\\s*:\\s*\\d+", "");
        assertThat(old).doesNotContain("brokersLeftOut").contains("gcPauseMaxMillis");
        Files.writeString(file, old);

        assertThat(ResultReader.read(file).intervals())
                .extracting(IntervalResult::broker)
                .allSatisfy(broker -> assertThat(broker.whole()).isTrue());
    }

    /** The same intervals with the topic's segments going from 1 to 2 to 4, as a scaling stream's do. */
    private static List<IntervalResult> scalingIntervals(RunResult r) {
        List<IntervalResult> intervals = r.intervals();
        return IntStream.range(0, intervals.size())
                .mapToObj(i -> {
                    IntervalResult it = intervals.get(i);
                    return new IntervalResult(
                            it.phase(),
                            it.start(),
                            it.end(),
                            it.counts(),
                            it.backlog(),
                            it.histograms(),
                            it.lastSendError(),
                            Map.of("msgbench-stream-0", 1 << Math.min(i, 2), "msgbench-stream-1", 1),
                            new BrokerFigures(0.25 * i, i, 1.5 * i, 1.0 * i, i == 0 ? -1 : 100.0 + i, i % 2));
                })
                .toList();
    }

    private static RunResult with(
            RunResult r, RunFindings findings, List<IntervalResult> intervals, Distribution distribution) {
        return new RunResult(
                r.runId(),
                r.status(),
                r.failure(),
                r.workloadName(),
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                intervals,
                r.aggregate(),
                r.counts(),
                r.warnings(),
                findings,
                distribution);
    }

    private static RunResult incomplete(RunResult r) {
        return new RunResult(
                r.runId(),
                RunStatus.INCOMPLETE,
                "interrupted by a signal (Ctrl-C or SIGTERM)",
                r.workloadName(),
                r.driverName(),
                Map.of("producerRate", 5000, "warmup", "5s"),
                r.driverConfig(),
                r.driverSettings(),
                r.shape(),
                r.environment(),
                r.start(),
                r.end(),
                List.of(new PhaseRecord("measure", T0, T0.plusSeconds(3), "cancelled", "interrupted")),
                r.intervals(),
                r.aggregate(),
                r.counts(),
                List.of("a warning", "another one"),
                RunFindings.NONE,
                null);
    }

    private static RunResult sweepRung(RunResult r) {
        RunShape producerOnly = new RunShape(2, 16, 3, 0, 0, 10, 28, 0, "RANDOM_NANO", "payload");
        return new RunResult(
                r.runId(),
                r.status(),
                null,
                "sweep-rung",
                r.driverName(),
                r.workloadConfig(),
                r.driverConfig(),
                r.driverSettings(),
                producerOnly,
                r.environment(),
                r.start(),
                r.end(),
                r.phases(),
                r.intervals(),
                r.aggregate(),
                r.counts(),
                r.warnings(),
                new RunFindings(List.of("msgbench-a", "msgbench-b"), Map.of(), null, ClientBreakdown.NONE, List.of()),
                null);
    }

    private static RunFindings backlogFindings() {
        BacklogReport report =
                new BacklogReport(10_485_760, 1024, 100, 1100, 12.5, 3.25, BacklogReport.DRAINED, "drained in 3.25 s");
        return new RunFindings(
                List.of("msgbench-topic-0"),
                Map.of("tieredStorage", "4 of 6 ledgers (8.0 of 10.0 MB)" + " offloaded at the end"),
                report,
                ClientBreakdown.NONE,
                List.of());
    }

    private static List<IntervalResult> backlogIntervals() {
        CounterSnapshot counts = new CounterSnapshot(500, 50_000, 500, 0, 0, 0, 0);
        String[] phases = {"warmup", "backlog", "catch-up", RunResult.MEASURE_PHASE};
        return Stream.of(phases)
                .map(phase -> new IntervalResult(
                        phase,
                        T0,
                        T0.plusSeconds(1),
                        counts,
                        250,
                        ResultFixtures.histograms(),
                        "catch-up".equals(phase) ? "send timed out" : null,
                        Map.of(),
                        null))
                .toList();
    }

    private static RunFindings clientFindings() {
        Map<String, Double> figures =
                Map.of(ClientMetrics.PRODUCER_QUEUE_AVG, 1.25, ClientMetrics.SEND_BLOCKED_AVG, 0.0);
        ClientBreakdown breakdown = new ClientBreakdown(
                figures,
                List.of(
                        new ClientBreakdown.Sample("warmup", T0, figures),
                        new ClientBreakdown.Sample(
                                RunResult.MEASURE_PHASE, T0.plusSeconds(10), Map.of("poll.ms.avg", 0.5))));
        return new RunFindings(List.of("msgbench-topic-0"), Map.of(), null, breakdown, List.of());
    }

    private static RunFindings faultFindings() {
        FaultImpact recovered = new FaultImpact(
                true,
                Optional.of(Duration.ofMillis(4100)),
                3,
                3741.7,
                3827.75,
                "no send errors, publish rate >= 450 msg/s");
        FaultImpact never = new FaultImpact(true, Optional.empty(), 12, 9000, 0, "rule");
        List<FaultReport> faults = List.of(
                new FaultReport(
                        happened(
                                0,
                                FaultSpec.pause(Duration.ofSeconds(4), Duration.ofSeconds(3)),
                                Outcome.DONE,
                                "SIGSTOP pid 4242"),
                        Optional.of(recovered)),
                new FaultReport(
                        happened(
                                1,
                                FaultSpec.of(Duration.ofSeconds(10), FaultAction.KILL_BROKER),
                                Outcome.DONE,
                                "SIGKILL pid 4242"),
                        Optional.of(never)),
                new FaultReport(
                        happened(
                                2,
                                FaultSpec.command(Duration.ofMillis(12_500), "ssh b2 true", Duration.ofMinutes(2)),
                                Outcome.FAILED,
                                "exit 255: no route"),
                        Optional.empty()),
                new FaultReport(
                        new FaultEvent(
                                3,
                                FaultSpec.killWorker(Duration.ofHours(1), 1),
                                Outcome.NOT_REACHED,
                                null,
                                null,
                                null,
                                null,
                                "not reached: the measure phase ended first"),
                        Optional.empty()));
        return new RunFindings(List.of(), Map.of(), null, ClientBreakdown.NONE, faults);
    }

    private static FaultEvent happened(int index, FaultSpec spec, Outcome outcome, String detail) {
        Instant start = T0.plus(spec.at());
        return new FaultEvent(
                index,
                spec,
                outcome,
                start,
                start.plusMillis(250),
                spec.at(),
                spec.at().plusMillis(250),
                detail);
    }

    private static Distribution distribution() {
        ClockOffset before = new ClockOffset(-1_500_000, 40_000, 80_000, 15);
        return new Distribution(
                "split",
                List.of(
                        new Distribution.WorkerRecord("http://127.0.0.1:8090", 1, 0, before, before, SOURCE, false),
                        new Distribution.WorkerRecord("http://127.0.0.1:8091", 0, 1, before, null, null, true)),
                new Distribution.EndToEndClock(true, 3_080, 1234.5, true));
    }
}
