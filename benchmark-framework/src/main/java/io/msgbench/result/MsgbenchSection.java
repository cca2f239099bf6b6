package io.msgbench.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.msgbench.measure.Metric;

/** The result JSON's {@code "msgbench"} object: everything OMB's format has no field for. */
final class MsgbenchSection {
    private MsgbenchSection() {
    }

    static ObjectNode of(RunResult result, ObjectMapper mapper) {
        ObjectNode section = mapper.createObjectNode();
        section.put("formatVersion", ResultJson.FORMAT_VERSION);
        section.put("runId", result.runId());
        section.put("status", result.status().name().toLowerCase());
        section.put("failure", result.failure());
        section.put("start", result.start().toString());
        section.put("end", result.end().toString());
        section.set("units", units(mapper));
        section.set("latencyDefinitions", definitions(mapper));
        section.set("shape", mapper.valueToTree(result.shape()));
        section.set("counts", mapper.valueToTree(result.counts()));
        section.set("phases", mapper.valueToTree(result.phases()));
        section.set("intervals", intervals(result, mapper));
        section.set("workloadConfig", mapper.valueToTree(result.workloadConfig()));
        section.set("driverConfig", mapper.valueToTree(result.driverConfig()));
        section.set("driverSettings", mapper.valueToTree(result.driverSettings()));
        section.set("environment", mapper.valueToTree(result.environment().values()));
        section.set("warnings", mapper.valueToTree(result.warnings()));
        if (result.distribution() != null) {
            section.set("distributed", mapper.valueToTree(result.distribution()));
        }
        section.set("histograms", histograms(result, mapper));
        return section;
    }

    private static ObjectNode units(ObjectMapper mapper) {
        ObjectNode units = mapper.createObjectNode();
        units.put("latency", "milliseconds");
        units.put("rate", "messages per second");
        units.put("backlog", "messages");
        units.put("histograms", "microseconds");
        return units;
    }

    private static ObjectNode definitions(ObjectMapper mapper) {
        ObjectNode definitions = mapper.createObjectNode();
        for (Metric metric : Metric.values()) {
            definitions.put(metric.jsonName(), metric.definition());
        }
        return definitions;
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
        }
        return array;
    }

    private static ObjectNode histograms(RunResult result, ObjectMapper mapper) {
        ObjectNode histograms = mapper.createObjectNode();
        histograms.put("encoding", "HdrHistogram compressed, base64; values in microseconds");
        histograms.put("scope", "measure phase, all workers, summed");
        result.aggregate().forEach((metric, histogram) ->
                histograms.put(metric.jsonName(), HistogramCodec.encode(histogram)));
        return histograms;
    }
}
