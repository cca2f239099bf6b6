package io.msgbench.result;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.msgbench.config.DurationText;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The result JSON's {@code msgbench.faults}, written and read here: the fault timeline and each fault's cost, times in ms. */
final class FaultJson {
    private FaultJson() {}

    static ArrayNode of(Iterable<FaultReport> reports, ObjectMapper mapper) {
        ArrayNode array = mapper.createArrayNode();
        for (FaultReport report : reports) {
            ObjectNode node = array.addObject();
            FaultEvent event = report.event();
            node.set("spec", mapper.valueToTree(event.spec().asMap()));
            node.put("outcome", event.outcome().name().toLowerCase(Locale.ROOT));
            node.put("detail", event.detail());
            if (event.happened()) {
                node.put("started", event.started().toString());
                node.put("ended", event.ended().toString());
                node.put("startOffsetMs", event.startOffset().toMillis());
                node.put("endOffsetMs", event.endOffset().toMillis());
            }
            report.impact().ifPresent(impact -> node.set("impact", impact(impact, mapper)));
        }
        return array;
    }

    private static ObjectNode impact(FaultImpact impact, ObjectMapper mapper) {
        ObjectNode node = mapper.createObjectNode();
        node.put("disrupted", impact.disrupted());
        node.put("recovered", impact.recoveredWithin().isPresent());
        impact.recoveredWithin().map(Duration::toMillis).ifPresent(ms -> node.put("recoveredWithinMs", ms));
        node.put("sendErrors", impact.sendErrors());
        node.put("worstPublishLatencyMs", impact.worstPublishMillis());
        node.put("worstEndToEndLatencyMs", impact.worstEndToEndMillis());
        node.put("recoveryRule", impact.recoveryRule());
        return node;
    }

    /** The faults {@link #of} wrote, in list order; a missing or null node reads as no faults. */
    static List<FaultReport> read(JsonNode array) {
        List<FaultReport> reports = new ArrayList<>();
        int index = 0;
        for (JsonNode node : array) {
            reports.add(new FaultReport(event(index++, node), impact(node.path("impact"))));
        }
        return List.copyOf(reports);
    }

    private static FaultEvent event(int index, JsonNode node) {
        boolean happened = node.has("started");
        return new FaultEvent(
                index,
                spec(node.path("spec")),
                FaultEvent.Outcome.valueOf(node.path("outcome").asText().toUpperCase(Locale.ROOT)),
                happened ? Instant.parse(node.path("started").asText()) : null,
                happened ? Instant.parse(node.path("ended").asText()) : null,
                happened ? Duration.ofMillis(node.path("startOffsetMs").asLong()) : null,
                happened ? Duration.ofMillis(node.path("endOffsetMs").asLong()) : null,
                node.path("detail").isNull() ? null : node.path("detail").asText(null));
    }

    /** The inverse of {@link FaultSpec#asMap()}. */
    private static FaultSpec spec(JsonNode spec) {
        FaultAction action = FaultAction.byName(spec.path("action").asText())
                .orElseThrow(() -> new IllegalArgumentException("unknown fault action " + spec.path("action")));
        Optional<Duration> timeout = duration(spec.path("timeout"));
        return new FaultSpec(
                duration(spec.path("at")).orElseThrow(() -> new IllegalArgumentException("fault without at")),
                action,
                duration(spec.path("duration")),
                text(spec.path("command")),
                timeout.orElse(FaultSpec.DEFAULT_COMMAND_TIMEOUT),
                spec.has("worker") ? Optional.of(spec.path("worker").asInt()) : Optional.empty());
    }

    private static Optional<FaultImpact> impact(JsonNode node) {
        if (!node.isObject()) {
            return Optional.empty();
        }
        Optional<Duration> recovered = node.has("recoveredWithinMs")
                ? Optional.of(Duration.ofMillis(node.path("recoveredWithinMs").asLong()))
                : Optional.empty();
        return Optional.of(new FaultImpact(
                node.path("disrupted").asBoolean(),
                recovered,
                node.path("sendErrors").asLong(),
                node.path("worstPublishLatencyMs").asDouble(),
                node.path("worstEndToEndLatencyMs").asDouble(),
                node.path("recoveryRule").asText(null)));
    }

    private static Optional<Duration> duration(JsonNode node) {
        return text(node).flatMap(DurationText::parse);
    }

    private static Optional<String> text(JsonNode node) {
        return node.isTextual() ? Optional.of(node.asText()) : Optional.empty();
    }
}
