package io.msgbench.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.BrokerFigures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The broker's GC pauses read from its unified GC log, each pause counted in the interval that read it. */
class BrokerGaugesTest {

    @Test
    void eachReadingCountsThePausesLoggedSinceThePreviousOne(@TempDir Path dir) throws Exception {
        Path log = dir.resolve(BrokerGauges.GC_LOG);
        BrokerGauges gauges = new BrokerGauges(dir);
        Files.writeString(
                log,
                "[0.101s] Using G1\n[0.512s] GC(0) Pause Young (Normal) (G1 Evacuation Pause) "
                        + "24M->5M(256M) 3.500ms\n");
        assertThat(gauges.sample(ProcessHandle.current()))
                .as("the first reading only sets the start")
                .isNull();

        append(log, """
                [1.020s] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 30M->7M(256M) 2.250ms
                [1.500s] GC(2) Pause Remark 40M->40M(256M) 12.000ms
                [1.600s] GC(2) Concurrent Mark Cycle 80.0ms
                [1.700s] GC(3) Pause Young (Normal)""");
        BrokerFigures second = gauges.sample(ProcessHandle.current());
        assertThat(second.gcPauses())
                .as("whole lines only; the concurrent cycle is no pause")
                .isEqualTo(2);
        assertThat(second.gcPauseMillis()).isEqualTo(14.25);
        assertThat(second.gcPauseMaxMillis()).isEqualTo(12.0);
        assertThat(second.heapAfterGcMiB()).isEqualTo(40.0);
        assertThat(second.cpuCores()).isGreaterThanOrEqualTo(0);

        append(log, " (G1 Evacuation Pause) 50M->9M(256M) 1.000ms\n");
        BrokerFigures third = gauges.sample(ProcessHandle.current());
        assertThat(third.gcPauses()).as("the line finished since").isEqualTo(1);
        assertThat(third.heapAfterGcMiB()).isEqualTo(9.0);

        BrokerFigures quiet = gauges.sample(ProcessHandle.current());
        assertThat(quiet.gcPauses()).isZero();
        assertThat(quiet.heapAfterGcMiB()).as("no collection in the interval").isEqualTo(-1.0);
    }

    private static void append(Path file, String text) throws Exception {
        Files.writeString(file, text, StandardOpenOption.APPEND);
    }
}
