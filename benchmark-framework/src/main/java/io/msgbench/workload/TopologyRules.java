package io.msgbench.workload;

import io.msgbench.config.FieldReader;
import io.msgbench.config.Problems;
import io.msgbench.config.YamlEntry;
import io.msgbench.config.NodeText;
import java.util.Optional;

/**
 * The rules between fields that make a workload's shape: producer-only (no subscriptions), consumer-only (no
 * producers, existing topics), backlog (needs both), and the fields that only apply to one shape. Each broken
 * rule is one line at the field that breaks it.
 */
final class TopologyRules {
    private final FieldReader fields;
    private final Problems problems;

    TopologyRules(FieldReader fields, Problems problems) {
        this.fields = fields;
        this.problems = problems;
    }

    void check() {
        int producers = count("producersPerTopic");
        int subscriptions = count("subscriptionsPerTopic");
        if (producers == 0 && subscriptions == 0) {
            add("producersPerTopic", "and subscriptionsPerTopic cannot both be 0");
        }
        if (producers == 0 && !fields.has("topicNames")) {
            add("producersPerTopic", "0 makes a consumer-only workload, which reads existing topics: list them in"
                    + " topicNames");
        }
        double backlog = number("consumerBacklogSizeGB", 0);
        if (backlog > 0 && producers == 0) {
            add("consumerBacklogSizeGB", "needs producers to build the backlog, but producersPerTopic is 0");
        }
        if (backlog > 0 && subscriptions == 0) {
            add("consumerBacklogSizeGB", "needs subscriptions to drain the backlog, but subscriptionsPerTopic is 0");
        }
        if (fields.has("consumeFrom") && subscriptions == 0) {
            add("consumeFrom", "has no effect in a producer-only workload (subscriptionsPerTopic 0)");
        }
        if (fields.has("zipfExponent") && !text("keyDistributor").equals(Optional.of("ZIPF"))) {
            add("zipfExponent", "only applies to keyDistributor: ZIPF");
        }
    }

    private void add(String key, String reason) {
        problems.add(fields.lineOf(key), key, reason);
    }

    /** The value when it is a valid count, else the default of 1 (a bad value is reported elsewhere). */
    private int count(String key) {
        return fields.entry(key).map(YamlEntry::value).filter(node -> node.isIntegralNumber())
                .map(node -> node.intValue()).orElse(1);
    }

    private double number(String key, double otherwise) {
        return fields.entry(key).flatMap(entry -> NodeText.asDouble(entry.value())).orElse(otherwise);
    }

    private Optional<String> text(String key) {
        return fields.entry(key).map(YamlEntry::value).filter(node -> node.isTextual()).map(node -> node.textValue());
    }
}
