package io.msgbench.report.text;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.ResultFixtures;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class LatencyTableTest {

    @Test
    void headerIsTheStudiesHeaderExactly() {
        assertThat(LatencyTable.header()).isEqualTo("Latency Type,Average,50th,75th,95th,99th,99.9th,99.99th,Maximum");
    }

    @Test
    void rowsCarryAverageEveryPercentileAndMaxInMilliseconds() {
        String table = LatencyTable.format(ResultFixtures.result());
        String[] lines = table.split("\n", -1);
        assertThat(lines[0]).isEqualTo(LatencyTable.header());
        // 1..1000 µs: average 500.5 µs, p50 500 µs, p99.99 and max 1000 µs
        assertThat(lines[1]).isEqualTo("Publishing (milliseconds),0.501,0.500,0.750,0.950,0.990,0.999,1.000,1.000");
        assertThat(lines[2]).isEqualTo("End-to-end (milliseconds),1.001,1.000,1.500,1.900,1.980,1.998,2.000,2.000");
        assertThat(table)
                .contains("Messages: sent 1000, acknowledged 1000, failed 0, received 1000 (unique 1000), "
                        + "lost 0, duplicated 0, out of order 0");
    }

    @Test
    void numbersIgnoreTheDefaultLocale() {
        Locale previous = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        try {
            assertThat(LatencyTable.format(ResultFixtures.result())).contains("0.501,0.500");
        } finally {
            Locale.setDefault(previous);
        }
    }

    @Test
    void nonPositiveEndToEndSamplesAreStated() {
        DeliveryCounts counts = new DeliveryCounts(1, 1, 0, 1, 1, 0, 0, 0, 0, 3, -42L);
        assertThat(LatencyTable.counts(counts)).contains("end-to-end samples <= 0: 3 (lowest -42 µs, recorded as 0)");
    }

    @Test
    void ombPercentileSuffixes() {
        assertThat(LatencyStats.ombSuffix(50.0)).isEqualTo("50pct");
        assertThat(LatencyStats.ombSuffix(99.9)).isEqualTo("999pct");
        assertThat(LatencyStats.ombSuffix(99.99)).isEqualTo("9999pct");
    }
}
