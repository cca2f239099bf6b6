package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import io.msgbench.report.text.LatencyTable;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultReaderTest {

    @Test
    void readsBackTheRecordTheWriterWrote(@TempDir Path dir) throws Exception {
        RunResult written = ResultFixtures.result();
        Path file = dir.resolve("r.json");
        ResultJson.write(written, file);

        RunResult read = ResultReader.read(file);

        assertThat(read.runId()).isEqualTo(written.runId());
        assertThat(read.status()).isEqualTo(written.status());
        assertThat(read.workloadName()).isEqualTo("w");
        assertThat(read.driverName()).isEqualTo("Kafka");
        assertThat(read.shape()).isEqualTo(written.shape());
        assertThat(read.counts()).isEqualTo(written.counts());
        assertThat(read.phases()).isEqualTo(written.phases());
        assertThat(read.environment()).isEqualTo(written.environment());
        assertThat(read.driverSettings()).isEqualTo(written.driverSettings());
        assertThat(read.start()).isEqualTo(written.start());
        assertThat(read.intervals()).hasSize(1);
        IntervalResult interval = read.intervals().get(0);
        assertThat(interval.counts()).isEqualTo(written.intervals().get(0).counts());
        for (Metric metric : Metric.values()) {
            assertThat(interval.histograms().get(metric))
                    .as(metric.name())
                    .isEqualTo(written.intervals().get(0).histograms().get(metric));
            assertThat(read.aggregate().get(metric))
                    .as(metric.name())
                    .isEqualTo(written.aggregate().get(metric));
        }
        // the table printed from the file is the table printed from the run
        assertThat(LatencyTable.format(read)).isEqualTo(LatencyTable.format(written));
    }

    @Test
    void aFileThatIsNoResultIsOneLineNamingIt(@TempDir Path dir) throws Exception {
        Path notJson = Files.writeString(dir.resolve("a.json"), "{ broken");
        Path otherJson = Files.writeString(dir.resolve("b.json"), "{\"workload\": \"x\"}");

        assertThatThrownBy(() -> ResultReader.read(notJson))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(notJson + ": not JSON");
        assertThatThrownBy(() -> ResultReader.read(otherJson))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(
                        otherJson
                                + ": neither a msgbench result file (no \"msgbench\" section with histograms) nor an OMB result");
        assertThatThrownBy(() -> ResultReader.read(dir.resolve("missing.json")))
                .isInstanceOf(ConfigException.class)
                .hasMessage(dir.resolve("missing.json") + ": no such file");
    }
}
