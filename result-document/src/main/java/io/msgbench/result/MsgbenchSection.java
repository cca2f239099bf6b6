package io.msgbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.driver.api.ClientMetrics;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;

/**
 * The result file's {@code "msgbench"} object, everything OMB's format has no field for, declared once: Jackson
 * writes and reads these records, and the JSON Schema in docs/results.md is generated from them. Its components'
 * order is the order of the keys in the file.
 *
 * @param failure     why the run did not complete; null when it did
 * @param distributed how the run was spread over worker JVMs; left out for a local run
 * @param backlog     the backlog report; null unless the workload built a backlog
 */
public record MsgbenchSection(
        int formatVersion,
        String runId,
        String status,
        @Nullable String failure,
        Instant start,
        Instant end,
        Units units,
        Map<String, String> latencyDefinitions,
        Map<String, String> latencyMeaningVsOmb,
        RunShape shape,
        DeliveryCounts counts,
        List<PhaseRecord> phases,
        List<Interval> intervals,
        Map<String, Object> workloadConfig,
        Map<String, Object> driverConfig,
        Map<String, String> driverSettings,
        Map<String, String> environment,
        List<String> warnings,
        List<FaultEntry> faults,
        @JsonInclude(Include.NON_NULL) Distribution distributed,
        MeasureHistograms histograms,
        PhaseFigures throughput,
        List<String> topics,
        Map<String, String> topicFacts,
        @Nullable Backlog backlog,
        ClientBreakdown clientMetrics) {

    public static final int FORMAT_VERSION = 1;
    static final String HISTOGRAM_ENCODING = "HdrHistogram compressed, base64; values in microseconds";
    static final String HISTOGRAM_SCOPE = "measure phase, all workers, summed";

    /** What each unitless number in the file is counted in. */
    public record Units(
            String latency,
            Map<String, String> ombLatencyFields,
            String rate,
            String backlog,
            String histograms,
            String throughput,
            Map<String, String> clientMetrics) {

        static Units of(ClientBreakdown clients) {
            Map<String, String> ombFields = new LinkedHashMap<>();
            for (Metric metric : Metric.values()) {
                ombFields.put(metric.jsonName(), metric.ombUnit().text());
            }
            Map<String, String> clientUnits = new LinkedHashMap<>(); // each figure's own: ms, bytes, requests/s ...
            clients.names().forEach(name -> clientUnits.put(name, ClientMetrics.unit(name)));
            return new Units(
                    "milliseconds, except publishDelayLatency fields: whole microseconds, as OMB writes"
                            + " them (ombLatencyFields)",
                    ombFields,
                    "messages per second",
                    "messages",
                    "microseconds",
                    "records per second and MB/s (MB = 2^20 bytes)",
                    clientUnits);
        }
    }

    /**
     * One sampling interval, warm-up ones included (OMB's series leave them out).
     *
     * @param partitions topic → partition count at the interval's end; left out when the driver could not tell
     * @param broker     the embedded broker's CPU and GC in the interval; left out without one
     * @param histograms each metric's histogram, encoded, under the metric's JSON name
     */
    public record Interval(
            String phase,
            Instant start,
            Instant end,
            CounterSnapshot counts,
            long backlog,
            @Nullable String lastSendError,
            @JsonInclude(Include.NON_EMPTY) Map<String, Integer> partitions,
            @JsonInclude(Include.NON_NULL) BrokerFigures broker,
            Map<String, String> histograms) {

        static Interval of(IntervalResult interval) {
            return new Interval(
                    interval.phase(),
                    interval.start(),
                    interval.end(),
                    interval.counts(),
                    interval.backlog(),
                    interval.lastSendError(),
                    new TreeMap<>(interval.partitions()),
                    interval.broker(),
                    HistogramCodec.encodeAll(interval.histograms()));
        }

        /** A file written before intervals recorded partitions reads as none; a histogram it lacks, as empty. */
        IntervalResult toInterval() {
            return new IntervalResult(
                    phase,
                    start,
                    end,
                    counts,
                    backlog,
                    HistogramCodec.decodeAll(histograms),
                    lastSendError,
                    partitions == null ? Map.of() : partitions,
                    broker);
        }
    }

    /**
     * The measure phase's histograms, summed over all workers: how they are encoded, then each metric's under its
     * JSON name, side by side in one object.
     */
    public record MeasureHistograms(String encoding, String scope, Map<String, String> byMetric) {
        private static final List<String> OWN_KEYS = List.of("encoding", "scope");

        static MeasureHistograms of(RunResult result) {
            return new MeasureHistograms(
                    HISTOGRAM_ENCODING, HISTOGRAM_SCOPE, HistogramCodec.encodeAll(result.aggregate()));
        }

        @JsonValue
        Map<String, String> json() {
            Map<String, String> json = new LinkedHashMap<>();
            json.put("encoding", encoding);
            json.put("scope", scope);
            json.putAll(byMetric);
            return json;
        }

        @JsonCreator
        static MeasureHistograms fromJson(Map<String, String> json) {
            Map<String, String> byMetric = new LinkedHashMap<>(json);
            OWN_KEYS.forEach(byMetric::remove);
            return new MeasureHistograms(json.get("encoding"), json.get("scope"), byMetric);
        }
    }

    /**
     * The backlog report's fields with the rates and publish latency of each of its phases beside them. The phases
     * are figures of the run's intervals: a reader takes the report alone.
     */
    public record Backlog(BacklogReport report, Map<String, PhaseFigures> phases) {
        private static final ObjectMapper FIELDS = new ObjectMapper();

        @JsonValue
        Map<String, Object> json() {
            Map<String, Object> json =
                    FIELDS.convertValue(report, new TypeReference<LinkedHashMap<String, Object>>() {});
            json.put("phases", phases);
            return json;
        }

        @JsonCreator
        static Backlog fromJson(BacklogReport report) {
            return new Backlog(report, Map.of());
        }

        static Backlog of(RunResult result) {
            BacklogReport report = result.findings().backlog();
            if (report == null) {
                return null;
            }
            Map<String, PhaseFigures> phases = new LinkedHashMap<>();
            for (String phase : new String[] {"backlog", "catch-up", RunResult.MEASURE_PHASE}) {
                phases.put(phase, PhaseFigures.of(phase, result.intervals()));
            }
            return new Backlog(report, phases);
        }
    }

    static MsgbenchSection of(RunResult result) {
        RunFindings findings = result.findings();
        return new MsgbenchSection(
                FORMAT_VERSION,
                result.runId(),
                result.status().name().toLowerCase(Locale.ROOT),
                result.failure(),
                result.start(),
                result.end(),
                Units.of(findings.clientBreakdown()),
                byMetric(Metric::definition),
                byMetric(Metric::ombMeaning),
                result.shape(),
                result.counts(),
                result.phases(),
                result.intervals().stream().map(Interval::of).toList(),
                result.workloadConfig(),
                result.driverConfig(),
                result.driverSettings(),
                result.environment().values(),
                result.warnings(),
                findings.faults().stream().map(FaultEntry::of).toList(),
                result.distribution(),
                MeasureHistograms.of(result),
                result.throughput(),
                findings.topics(),
                new TreeMap<>(findings.topicFacts()),
                Backlog.of(result),
                findings.clientBreakdown());
    }

    /** The run this section and the file's OMB fields were written from; what an older file lacks reads as none. */
    RunResult toRun(OmbFields omb) {
        return new RunResult(
                runId,
                RunStatus.valueOf(status.toUpperCase(Locale.ROOT)),
                failure,
                omb.workload(),
                omb.driver(),
                orEmpty(workloadConfig),
                orEmpty(driverConfig),
                orEmpty(driverSettings),
                shape,
                new Environment(orEmpty(environment)),
                start,
                end,
                orEmpty(phases),
                orEmpty(intervals).stream().map(Interval::toInterval).toList(),
                HistogramCodec.decodeAll(histograms.byMetric()),
                counts,
                orEmpty(warnings),
                new RunFindings(
                        orEmpty(topics),
                        orEmpty(topicFacts),
                        backlog == null ? null : backlog.report(),
                        clientMetrics == null ? ClientBreakdown.NONE : clientMetrics,
                        faultReports(orEmpty(faults))),
                distributed);
    }

    private static List<FaultReport> faultReports(List<FaultEntry> faults) {
        return IntStream.range(0, faults.size())
                .mapToObj(i -> faults.get(i).toReport(i))
                .toList();
    }

    private static Map<String, String> byMetric(Function<Metric, String> text) {
        Map<String, String> map = new LinkedHashMap<>();
        for (Metric metric : Metric.values()) {
            map.put(metric.jsonName(), text.apply(metric));
        }
        return map;
    }

    private static <K, V> Map<K, V> orEmpty(Map<K, V> map) {
        return map == null ? Map.of() : map;
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }
}
