package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.SyntheticRuns;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogProcessor;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The .hlog files are read by HdrHistogram's own reader and log processor, tag by tag. */
class HlogWriterTest {

    @Test
    void hdrHistogramsReaderGetsEveryIntervalOfEveryTag(@TempDir Path dir) throws Exception {
        RunResult result = SyntheticRuns.run().build();
        Path log = dir.resolve("run.hlog");
        HlogWriter.write(result, log);

        Map<String, Long> countByTag = new HashMap<>();
        Map<String, Integer> intervalsByTag = new HashMap<>();
        HistogramLogReader reader = new HistogramLogReader(log.toFile());
        for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
            countByTag.merge(h.getTag(), ((Histogram) h).getTotalCount(), Long::sum);
            intervalsByTag.merge(h.getTag(), 1, Integer::sum);
        }

        int intervals = result.measureIntervals().size();
        for (Metric metric : Metric.values()) {
            String tag = metric.tag();
            long expected = result.measureIntervals().stream()
                    .map(IntervalResult::histograms)
                    .mapToLong(h -> h.get(metric).getTotalCount())
                    .sum();
            assertThat(intervalsByTag.get(tag)).as(tag).isEqualTo(intervals);
            assertThat(countByTag.get(tag)).as(tag).isEqualTo(expected);
        }
        assertThat(List.of(Metric.PUBLISH_LATENCY.tag(), Metric.END_TO_END_LATENCY.tag()))
                .containsExactly("publish", "e2e");
    }

    @Test
    @SuppressWarnings("DoNotCall") // HdrHistogram's processor is a Thread; run() does its work here, as meant
    void histogramLogProcessorSummarisesATag(@TempDir Path dir) throws Exception {
        RunResult result = SyntheticRuns.run().build();
        Path log = dir.resolve("run.hlog");
        HlogWriter.write(result, log);
        File output = dir.resolve("publish").toFile();

        new HistogramLogProcessor(new String[] {
                    "-i", log.toString(), "-o", output.getPath(), "-tag", "publish", "-outputValueUnitRatio", "1000"
                })
                .run();

        String distribution = Files.readString(Path.of(output.getPath() + ".hgrm"));
        long samples = result.aggregate().get(Metric.PUBLISH_LATENCY).getTotalCount();
        assertThat(distribution).containsPattern("Total count\\s+=\\s+" + samples + "]");
        // the median row, in milliseconds, is the median the result reports
        String p50Millis = String.format(
                Locale.ROOT, "%.3f", result.stats(Metric.PUBLISH_LATENCY).percentile(50.0));
        assertThat(distribution).containsPattern("\\s" + p50Millis.replace(".", "\\.") + " 0\\.500000000000 ");
    }
}
