package io.msgbench.result;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Reads a result JSON written by {@link ResultJson} back into the {@link RunResult} it was written from,
 * so reports, {@code compare} and the table all read the same record: writing what was read gives the same
 * bytes (the round-trip test holds it to that). Fields added by later versions are ignored. An OMB result file is
 * read as one too ({@link OmbResult}: rebuilt from what OMB recorded, and marked so); any other file is a
 * {@link ConfigException} naming the file.
 * <pre>{@code
 * RunResult result = ResultReader.read(Path.of("results/quickstart-Kafka-20261122-101500.json"));
 * }</pre>
 */
public final class ResultReader {
    private static final ObjectMapper MAPPER =
            new ObjectMapper().findAndRegisterModules().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultReader() {}

    /** A result file as read: its JSON (for a caller that wants OMB's own fields) and the run rebuilt from it. */
    public record ResultFile(Path file, JsonNode json, RunResult run) {}

    public static RunResult read(Path file) {
        return readFile(file).run();
    }

    /** Reads the file once, for callers that need both the run and the JSON it came from. */
    public static ResultFile readFile(Path file) {
        JsonNode root = parse(file);
        return new ResultFile(file, root, toResult(file, root));
    }

    private static RunResult toResult(Path file, JsonNode root) {
        JsonNode section = root.path("msgbench");
        if (!section.isObject() && OmbResult.looksLikeOne(root)) {
            return ombResult(file, root);
        }
        if (!section.isObject() || !section.has("histograms")) {
            throw problem(
                    file,
                    "neither a msgbench result file (no \"msgbench\" section with histograms) nor an"
                            + " OMB result (no publishRate series and aggregatedPublishLatency50pct)");
        }
        try {
            return toResult(root, section);
        } catch (JsonProcessingException | RuntimeException e) {
            throw problem(
                    file,
                    "damaged msgbench result: "
                            + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private static RunResult ombResult(Path file, JsonNode root) {
        try {
            return OmbResult.read(file, root, Files.getLastModifiedTime(file).toInstant());
        } catch (IOException | RuntimeException e) {
            throw problem(file, "damaged OMB result: " + e.getMessage());
        }
    }

    private static JsonNode parse(Path file) {
        try {
            return MAPPER.readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw problem(file, "no such file");
        } catch (JsonProcessingException e) {
            throw problem(file, "not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw problem(file, "cannot read: " + e.getMessage());
        }
    }

    private static RunResult toResult(JsonNode root, JsonNode s) throws JsonProcessingException {
        String failure = s.path("failure").isNull() ? null : s.path("failure").asText(null);
        return new RunResult(
                s.path("runId").asText(),
                RunStatus.valueOf(s.path("status").asText().toUpperCase(Locale.ROOT)),
                failure,
                root.path("workload").asText(),
                root.path("driver").asText(),
                map(s.path("workloadConfig"), new TypeReference<Map<String, Object>>() {}),
                map(s.path("driverConfig"), new TypeReference<Map<String, Object>>() {}),
                map(s.path("driverSettings"), new TypeReference<Map<String, String>>() {}),
                MAPPER.treeToValue(s.path("shape"), RunShape.class),
                new Environment(map(s.path("environment"), new TypeReference<Map<String, String>>() {})),
                Instant.parse(s.path("start").asText()),
                Instant.parse(s.path("end").asText()),
                list(s.path("phases"), new TypeReference<List<PhaseRecord>>() {}),
                intervals(s.path("intervals")),
                histograms(s.path("histograms")),
                MAPPER.treeToValue(s.path("counts"), DeliveryCounts.class),
                list(s.path("warnings"), new TypeReference<List<String>>() {}),
                findings(s),
                distribution(s));
    }

    /** Topics and their facts, backlog, client figures and faults; a file written before one of them existed reads as none. */
    private static RunFindings findings(JsonNode s) throws JsonProcessingException {
        BacklogReport backlog =
                present(s.path("backlog")) ? MAPPER.treeToValue(s.path("backlog"), BacklogReport.class) : null;
        ClientBreakdown clients = present(s.path("clientMetrics"))
                ? MAPPER.treeToValue(s.path("clientMetrics"), ClientBreakdown.class)
                : ClientBreakdown.NONE;
        return new RunFindings(
                list(s.path("topics"), new TypeReference<List<String>>() {}),
                map(s.path("topicFacts"), new TypeReference<Map<String, String>>() {}),
                backlog,
                clients,
                FaultJson.read(s.path("faults")));
    }

    private static Distribution distribution(JsonNode s) throws JsonProcessingException {
        return present(s.path("distributed")) ? MAPPER.treeToValue(s.path("distributed"), Distribution.class) : null;
    }

    private static boolean present(JsonNode node) {
        return !node.isMissingNode() && !node.isNull();
    }

    /** Topic → partition count; a file written before intervals recorded them reads as none. */
    private static Map<String, Integer> partitions(JsonNode node) {
        Map<String, Integer> partitions = new TreeMap<>();
        node.fields()
                .forEachRemaining(
                        field -> partitions.put(field.getKey(), field.getValue().asInt()));
        return partitions;
    }

    private static List<IntervalResult> intervals(JsonNode array) throws JsonProcessingException {
        List<IntervalResult> intervals = new ArrayList<>();
        for (JsonNode node : array) {
            String error = node.path("lastSendError").isNull()
                    ? null
                    : node.path("lastSendError").asText(null);
            intervals.add(new IntervalResult(
                    node.path("phase").asText(),
                    Instant.parse(node.path("start").asText()),
                    Instant.parse(node.path("end").asText()),
                    MAPPER.treeToValue(node.path("counts"), CounterSnapshot.class),
                    node.path("backlog").asLong(),
                    histograms(node.path("histograms")),
                    error,
                    partitions(node.path("partitions")),
                    node.hasNonNull("broker") ? MAPPER.treeToValue(node.path("broker"), BrokerFigures.class) : null));
        }
        return List.copyOf(intervals);
    }

    /** Every metric's histogram; one a file lacks (written before it was stored) reads as empty. */
    private static Map<Metric, Histogram> histograms(JsonNode node) {
        Map<Metric, Histogram> histograms = new EnumMap<>(Metric.class);
        for (Metric metric : Metric.values()) {
            JsonNode encoded = node.path(metric.jsonName());
            histograms.put(metric, encoded.isTextual() ? HistogramCodec.decode(encoded.asText()) : new Histogram(3));
        }
        return histograms;
    }

    private static <T> T map(JsonNode node, TypeReference<T> type) {
        return MAPPER.convertValue(node.isMissingNode() || node.isNull() ? MAPPER.createObjectNode() : node, type);
    }

    private static <T> T list(JsonNode node, TypeReference<T> type) {
        return MAPPER.convertValue(node.isMissingNode() || node.isNull() ? MAPPER.createArrayNode() : node, type);
    }

    private static ConfigException problem(Path file, String reason) {
        return ConfigException.of(file.toString(), null, null, reason);
    }
}
