package io.msgbench.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.msgbench.driver.api.ClientMetrics;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/** The result JSON's {@code "msgbench"} object: everything OMB's format has no field for. */
final class MsgbenchSection {
    private MsgbenchSection() {}

    static ObjectNode of(RunResult result, ObjectMapper mapper) {
        ObjectNode section = mapper.createObjectNode();
        section.put("formatVersion", ResultJson.FORMAT_VERSION);
        section.put("runId", result.runId());
        section.put("status", result.status().name().toLowerCase(Locale.ROOT));
        section.put("failure", result.failure());
        section.put("start", result.start().toString());
        section.put("end", result.end().toString());
        section.set("units", units(mapper, result.findings().clientBreakdown()));
        section.set("latencyDefinitions", definitions(mapper));
        section.set("latencyMeaningVsOmb", meaningsVsOmb(mapper));
        section.set("shape", mapper.valueToTree(result.shape()));
        section.set("counts", mapper.valueToTree(result.counts()));
        section.set("phases", mapper.valueToTree(result.phases()));
        section.set("intervals", intervals(result, mapper));
        section.set("workloadConfig", mapper.valueToTree(result.workloadConfig()));
        section.set("driverConfig", mapper.valueToTree(result.driverConfig()));
        section.set("driverSettings", mapper.valueToTree(result.driverSettings()));
        section.set("environment", mapper.valueToTree(result.environment().values()));
        section.set("warnings", mapper.valueToTree(result.warnings()));
        section.set("faults", FaultJson.of(result.faults(), mapper));
        if (result.distribution() != null) {
            section.set("distributed", mapper.valueToTree(result.distribution()));
        }
        section.set("histograms", histograms(result, mapper));
        section.set("throughput", mapper.valueToTree(result.throughput()));
        section.set("topics", mapper.valueToTree(result.findings().topics()));
        section.set(
                "topicFacts", mapper.valueToTree(new TreeMap<>(result.findings().topicFacts())));
        section.set("backlog", backlog(result, mapper));
        section.set("clientMetrics", mapper.valueToTree(result.findings().clientBreakdown()));
        return section;
    }

    /** The backlog report with the rates and publish latency of each of its phases; null without a backlog. */
    private static ObjectNode backlog(RunResult result, ObjectMapper mapper) {
        BacklogReport backlog = result.findings().backlog();
        if (backlog == null) {
            return null;
        }
        ObjectNode node = mapper.valueToTree(backlog);
        ObjectNode phases = node.putObject("phases");
        for (String phase : new String[] {"backlog", "catch-up", RunResult.MEASURE_PHASE}) {
            phases.set(phase, mapper.valueToTree(PhaseFigures.of(phase, result.intervals())));
        }
        return node;
    }

    private static ObjectNode units(ObjectMapper mapper, ClientBreakdown clients) {
        ObjectNode units = mapper.createObjectNode();
        units.put(
                "latency",
                "milliseconds, except publishDelayLatency fields: whole microseconds, as OMB writes"
                        + " them (ombLatencyFields)");
        ObjectNode ombFields = units.putObject("ombLatencyFields");
        for (Metric metric : Metric.values()) {
            ombFields.put(metric.jsonName(), metric.ombUnit().text());
        }
        units.put("rate", "messages per second");
        units.put("backlog", "messages");
        units.put("histograms", "microseconds");
        units.put("throughput", "records per second and MB/s (MB = 2^20 bytes)");
        ObjectNode clientUnits = units.putObject("clientMetrics"); // each figure's own: ms, bytes, requests/s ...
        clients.names().forEach(name -> clientUnits.put(name, ClientMetrics.unit(name)));
        return units;
    }

    private static ObjectNode definitions(ObjectMapper mapper) {
        ObjectNode definitions = mapper.createObjectNode();
        for (Metric metric : Metric.values()) {
            definitions.put(metric.jsonName(), metric.definition());
        }
        return definitions;
    }

    /** For each latency, whether it means what OMB's field of that name means, and if not, how it differs. */
    private static ObjectNode meaningsVsOmb(ObjectMapper mapper) {
        ObjectNode meanings = mapper.createObjectNode();
        for (Metric metric : Metric.values()) {
            meanings.put(metric.jsonName(), metric.ombMeaning());
        }
        return meanings;
    }

    /** Start and end of each series entry, plus the warm-up intervals the OMB series leave out. */
    private static ArrayNode intervals(RunResult result, ObjectMapper mapper) {
        ArrayNode array = mapper.createArrayNode();
        for (IntervalResult interval : result.intervals()) {
            ObjectNode node = array.addObject();
            node.put("phase", interval.phase());
            node.put("start", interval.start().toString());
            node.put("end", interval.end().toString());
            node.set("counts", mapper.valueToTree(interval.counts()));
            node.put("backlog", interval.backlog());
            node.put("lastSendError", interval.lastSendError());
            if (!interval.partitions().isEmpty()) {
                node.set("partitions", mapper.valueToTree(new TreeMap<>(interval.partitions())));
            }
            if (interval.broker() != null) {
                node.set("broker", mapper.valueToTree(interval.broker()));
            }
            node.set("histograms", encoded(interval.histograms(), mapper));
        }
        return array;
    }

    private static ObjectNode histograms(RunResult result, ObjectMapper mapper) {
        ObjectNode histograms = mapper.createObjectNode();
        histograms.put("encoding", "HdrHistogram compressed, base64; values in microseconds");
        histograms.put("scope", "measure phase, all workers, summed");
        histograms.setAll(encoded(result.aggregate(), mapper));
        return histograms;
    }

    /** Each metric's histogram, encoded, under the metric's JSON name: per interval and for the measure phase. */
    private static ObjectNode encoded(Map<Metric, Histogram> histograms, ObjectMapper mapper) {
        ObjectNode node = mapper.createObjectNode();
        histograms.forEach((metric, histogram) -> node.put(metric.jsonName(), HistogramCodec.encode(histogram)));
        return node;
    }
}
