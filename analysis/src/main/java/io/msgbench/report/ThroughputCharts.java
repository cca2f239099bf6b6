package io.msgbench.report;

import io.msgbench.result.IntervalResult;
import io.msgbench.result.RunResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The 2014 study's throughput pictures: the write rate against the data written so far (does a system slow down
 * as it stores more?), and, across runs of several message sizes, records/s and MB/s against message size, one
 * line per driver.
 */
final class ThroughputCharts {
    private static final double GIB = 1024.0 * 1024 * 1024;

    private ThroughputCharts() {}

    static List<Chart> of(List<LabeledResult> runs) {
        List<Chart> charts = new ArrayList<>();
        charts.add(new Chart(
                "rate-by-data",
                "Write rate against data written so far (warm-up included)",
                "data written (GiB)",
                Scale.LINEAR,
                "MB/s",
                Scale.LINEAR,
                runs.stream().map(ThroughputCharts::rateByData).toList()));
        if (runs.stream()
                        .map(run -> run.result().shape().messageSize())
                        .distinct()
                        .count()
                > 1) {
            charts.add(bySize(
                    runs,
                    "records-by-size",
                    "Records/s against message size",
                    "records/s",
                    run -> run.throughput().publishRate()));
            charts.add(bySize(
                    runs,
                    "mbps-by-size",
                    "MB/s against message size",
                    "MB/s",
                    run -> run.throughput().publishMegabytesPerSecond()));
        }
        return charts;
    }

    private static Series rateByData(LabeledResult run) {
        List<Double> written = new ArrayList<>();
        List<Double> rate = new ArrayList<>();
        long bytes = 0;
        for (IntervalResult interval : run.result().intervals()) {
            bytes += interval.counts().sentBytes();
            written.add(bytes / GIB);
            rate.add(interval.publishMegabytesPerSecond());
        }
        return new Series(run.label(), written, rate).keepingExtremes(TimeSeriesCharts.MAX_POINTS);
    }

    /** One line per driver through its runs' measure-phase figures, in order of message size. */
    private static Chart bySize(
            List<LabeledResult> runs, String id, String title, String yLabel, ToDoubleFunction<RunResult> value) {
        Map<String, List<RunResult>> byDriver = new LinkedHashMap<>();
        runs.forEach(
                run -> byDriver.computeIfAbsent(LabeledResult.driverLabel(run.result()), driver -> new ArrayList<>())
                        .add(run.result()));
        List<Series> series = new ArrayList<>();
        byDriver.forEach((driver, results) -> {
            List<RunResult> sorted = results.stream()
                    .sorted(Comparator.comparingInt(result -> result.shape().messageSize()))
                    .toList();
            series.add(new Series(
                    driver,
                    sorted.stream().map(r -> (double) r.shape().messageSize()).toList(),
                    sorted.stream().map(value::applyAsDouble).toList()));
        });
        return new Chart(id, title, "message size (bytes, log)", Scale.LOG, yLabel, Scale.LOG, series);
    }
}
