package io.msgbench.report.text;

import io.msgbench.driver.api.ClientMetrics;
import io.msgbench.result.BacklogReport;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.LatencyStats;
import io.msgbench.result.PhaseFigures;
import io.msgbench.result.RunFindings;
import io.msgbench.result.RunResult;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The lines printed after the latency table: throughput in records/s and MB/s (what message-size sweeps
 * compare), the clients' latency breakdown next to end-to-end latency, the backlog report, and the topics.
 * <pre>
 * Throughput (measure): published 50000 records/s (4.768 MB/s), consumed 50000 records/s (4.768 MB/s)
 * Client breakdown (ms unless marked, ...): send.blocked.ms.avg 0.001 ... producer.buffer.free.bytes.min 33554432 bytes
 * </pre>
 */
public final class FindingsText {
    private static final List<String> PUBLISH_PHASES = List.of("backlog", "catch-up", RunResult.MEASURE_PHASE);

    private FindingsText() {}

    public static String format(RunResult result) {
        StringBuilder out = new StringBuilder();
        PhaseFigures measure = result.throughput();
        out.append(String.format(
                Locale.ROOT,
                "Throughput (measure): published %.0f records/s (%.3f MB/s), consumed"
                        + " %.0f records/s (%.3f MB/s)%n",
                measure.publishRate(),
                measure.publishMegabytesPerSecond(),
                measure.consumeRate(),
                measure.consumeMegabytesPerSecond()));
        RunFindings findings = result.findings();
        if (!findings.clientBreakdown().measure().isEmpty()) {
            out.append(breakdown(findings.clientBreakdown().measure(), measure)).append('\n');
        }
        if (findings.backlog() != null) {
            out.append(backlog(findings.backlog(), result.intervals()));
        }
        if (!findings.topics().isEmpty()) {
            out.append("Topics: ").append(String.join(", ", findings.topics())).append('\n');
        }
        new TreeMap<>(findings.topicFacts())
                .forEach((fact, words) -> out.append("Topics' ")
                        .append(fact)
                        .append(": ")
                        .append(words)
                        .append('\n'));
        return out.toString();
    }

    static String breakdown(Map<String, Double> figures, PhaseFigures measure) {
        StringBuilder line =
                new StringBuilder("Client breakdown (ms unless marked, the clients' own metrics, measure phase):");
        for (String name : ClientMetrics.PATH_ORDER) {
            Double value = figures.get(name);
            if (value != null) {
                line.append(' ').append(figure(name, value));
            }
        }
        figures.keySet().stream()
                .filter(name -> !ClientMetrics.PATH_ORDER.contains(name))
                .forEach(name -> line.append(' ').append(figure(name, figures.get(name))));
        if (measure.endToEndLatency().count() > 0) {
            line.append(" | end-to-end avg ")
                    .append(LatencyTable.number(measure.endToEndLatency().averageMillis()));
        }
        return line.toString();
    }

    /** A figure and its value, with its unit where it is not milliseconds (a free buffer in bytes, say). */
    private static String figure(String name, double value) {
        String unit = ClientMetrics.unit(name);
        return name
                + ' '
                + LatencyTable.number(value)
                + ("ms".equals(unit) ? "" : "unknown".equals(unit) ? " (unit unknown)" : " " + unit);
    }

    static String backlog(BacklogReport backlog, List<IntervalResult> intervals) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "Backlog: target %.1f MB (%d messages); built in %.1f s, %d messages" + " at resume; %s%n",
                backlog.targetBytes() / 1048576.0,
                backlog.targetMessages(),
                backlog.buildSeconds(),
                backlog.backlogAtResume(),
                backlog.detail()));
        PhaseFigures catchUp = PhaseFigures.of("catch-up", intervals);
        if (catchUp.seconds() > 0) {
            out.append(String.format(
                    Locale.ROOT,
                    "  catch-up read rate %.0f msg/s (%.3f MB/s) while publishing %.0f" + " msg/s (%.3f MB/s)%n",
                    catchUp.consumeRate(),
                    catchUp.consumeMegabytesPerSecond(),
                    catchUp.publishRate(),
                    catchUp.publishMegabytesPerSecond()));
        }
        out.append("  publish latency (ms)      avg      p50      p99    p99.9      max\n");
        for (String phase : PUBLISH_PHASES) {
            PhaseFigures figures = PhaseFigures.of(phase, intervals);
            if (figures.publishLatency().count() > 0) {
                LatencyStats s = figures.publishLatency();
                out.append(String.format(
                        Locale.ROOT,
                        "    %-20s %8.3f %8.3f %8.3f %8.3f %8.3f%n",
                        "during " + phase,
                        s.averageMillis(),
                        s.percentile(50.0),
                        s.percentile(99.0),
                        s.percentile(99.9),
                        s.maxMillis()));
            }
        }
        return out.toString();
    }
}
