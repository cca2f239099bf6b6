package io.msgbench.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.msgbench.fault.FaultEvent;
import java.time.Duration;

/** The result JSON's {@code msgbench.faults}: the fault timeline and each fault's cost, times in ms. */
final class FaultJson {
    private FaultJson() {
    }

    static ArrayNode of(Iterable<FaultReport> reports, ObjectMapper mapper) {
        ArrayNode array = mapper.createArrayNode();
        for (FaultReport report : reports) {
            ObjectNode node = array.addObject();
            FaultEvent event = report.event();
            node.set("spec", mapper.valueToTree(event.spec().asMap()));
            node.put("outcome", event.outcome().name().toLowerCase());
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
}
