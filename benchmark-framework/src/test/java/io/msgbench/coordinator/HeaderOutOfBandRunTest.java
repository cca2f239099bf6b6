package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.fault.FaultTargets;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.worker.LocalWorker;
import io.msgbench.workload.HeaderPlacement;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where the coordinator puts the header, on the in-memory driver with and without out-of-band headers. */
class HeaderOutOfBandRunTest {
    private static final DriverSpec SPEC = new DriverSpec(
            Path.of("in-memory.yaml"),
            "in-memory",
            "in-memory",
            Optional.empty(),
            Map.of("name", "in-memory", "driverClass", "in-memory"));
    private static final RunOptions OPTIONS =
            new RunOptions(Duration.ofMillis(500), Duration.ofSeconds(5), Duration.ofSeconds(5), false);

    private final InMemoryDriver driver = new InMemoryDriver();
    /** The lines the console prints as they come (ConsoleListener prints each as it is). */
    private final List<String> notes = new ArrayList<>();

    private final RunListener console = new RunListener() {
        @Override
        public void note(String line) {
            notes.add(line);
        }
    };

    private static Workload workload(int messageSize, HeaderPlacement header) {
        return Workload.builder()
                .name("header")
                .topics(1)
                .partitionsPerTopic(1)
                .producersPerTopic(2)
                .subscriptionsPerTopic(1)
                .messageSize(messageSize)
                .header(header)
                .producerRate(1_000)
                .warmupDuration(Duration.ofMillis(300))
                .testDuration(Duration.ofSeconds(1))
                .build();
    }

    private RunResult run(Workload workload) {
        try (LocalWorker worker = new LocalWorker(spec -> LoadedDriver.inFrameworkClassLoader(driver))) {
            return new BenchmarkRun(
                            workload,
                            SPEC,
                            worker,
                            OPTIONS,
                            console,
                            new RunControl(),
                            FaultTargets.NONE,
                            ResultContext.LOCAL)
                    .execute();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void tenByteMessagesGoWithTheHeaderBesideThemAndCountTenBytes() {
        driver.outOfBand = true;
        RunResult result = run(workload(10, HeaderPlacement.AUTO));

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.shape().header()).isEqualTo("out-of-band");
        assertThat(result.shape().effectiveMessageSize()).isEqualTo(10);
        assertThat(result.warnings()).noneMatch(warning -> warning.contains("payload header"));
        assertThat(notes)
                .containsExactly("header: out of band (driver 'in-memory' carries it in a field of its own"
                        + " beside the payload), 10-byte payload on the wire");
        assertThat(driver.sentHeaders).isNotEmpty().doesNotContainNull();
        assertThat(driver.bodySizes).hasSize(driver.sentHeaders.size()).containsOnly(0, 10); // probes: empty
        var counts = result.counts();
        assertThat(counts.sent()).isPositive();
        assertThat(counts.received()).isEqualTo(counts.sent());
        assertThat(counts.lost()).isZero();
        assertThat(counts.foreign()).isZero();
        assertThat(result.stats(Metric.END_TO_END_LATENCY).count()).isPositive();
        assertThat(result.intervals().stream()
                        .mapToLong(i -> i.counts().sentBytes())
                        .sum())
                .isEqualTo(counts.sent() * 10);
        assertThat(result.intervals().stream()
                        .mapToLong(i -> i.counts().receivedBytes())
                        .sum())
                .isEqualTo(counts.received() * 10);
    }

    @Test
    void autoKeepsTheHeaderInThePayloadForMessagesThatHoldIt() {
        driver.outOfBand = true;
        RunResult result = run(workload(100, HeaderPlacement.AUTO));

        assertThat(result.shape().header()).isEqualTo("payload");
        assertThat(result.shape().effectiveMessageSize()).isEqualTo(100);
        assertThat(driver.bodySizes).isEmpty();
        assertThat(notes).isEmpty();
    }

    @Test
    void aDriverThatCannotSendsSmallMessagesAtTheHeadersSizeAndSaysWhy() {
        RunResult result = run(workload(10, HeaderPlacement.AUTO));

        assertThat(result.status()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.shape().header()).isEqualTo("payload");
        assertThat(result.shape().effectiveMessageSize()).isEqualTo(28);
        assertThat(result.warnings())
                .anyMatch(warning ->
                        warning.contains("cannot carry it out of band") && warning.contains("sent at 28 bytes"));
    }

    @Test
    void outOfBandOnADriverThatCannotFailsTheRunAtInitialize() {
        RunResult result = run(workload(100, HeaderPlacement.OUT_OF_BAND));

        assertThat(result.status()).isEqualTo(RunStatus.INCOMPLETE);
        assertThat(result.failure()).contains("cannot carry msgbench's header out of band");
        assertThat(result.counts().sent()).isZero();
    }
}
