package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.BrokerFigures;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeSeriesChartsTest {

    private static IntervalResult withBroker(int second, BrokerFigures broker) {
        IntervalResult i = ResultFixtures.interval(RunResult.MEASURE_PHASE, second, second + 1, 100, 100, 0, 1);
        return new IntervalResult(
                i.phase(),
                i.start(),
                i.end(),
                i.counts(),
                i.backlog(),
                i.histograms(),
                i.lastSendError(),
                i.partitions(),
                broker);
    }

    private static Chart chart(List<Chart> charts, String id) {
        return charts.stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError(id));
    }

    /** Scraped counters give the pauses' time but not the longest: that chart leaves those intervals out. */
    @Test
    void scrapedBrokerFiguresDrawCpuAndPauseTimeAndLeaveTheUnknownLongestPauseOut() {
        RunResult run = ResultFixtures.withIntervals(List.of(
                withBroker(0, new BrokerFigures(1.5, 2, 12.0, -1, -1, 0)),
                withBroker(1, new BrokerFigures(0.5, 0, 0.0, -1, -1, 0)),
                withBroker(2, null)));

        List<Chart> charts = TimeSeriesCharts.of(List.of(new LabeledResult("scraped", Path.of("r.json"), run)));

        assertThat(chart(charts, "broker-cpu").series().get(0).y()).containsExactly(1.5, 0.5);
        assertThat(chart(charts, "broker-gc-time").series().get(0).y()).containsExactly(12.0, 0.0);
        assertThat(chart(charts, "broker-gc").series().get(0).y()).isEmpty();
    }

    /** A sum that lacks a broker whose endpoint did not answer would read as a drop in the cluster's CPU: no point. */
    @Test
    void intervalsWhoseFiguresLeaveOutABrokerDrawNoPoint() {
        RunResult run = ResultFixtures.withIntervals(List.of(
                withBroker(0, new BrokerFigures(1.5, 2, 12.0, -1, -1, 0)),
                withBroker(1, new BrokerFigures(0.5, 1, 4.0, -1, -1, 1)),
                withBroker(2, new BrokerFigures(1.4, 2, 10.0, -1, -1, 0))));

        List<Chart> charts = TimeSeriesCharts.of(List.of(new LabeledResult("scraped", Path.of("r.json"), run)));

        assertThat(chart(charts, "broker-cpu").series().get(0).y()).containsExactly(1.5, 1.4);
        assertThat(chart(charts, "broker-gc-time").series().get(0).y()).containsExactly(12.0, 10.0);
    }
}
