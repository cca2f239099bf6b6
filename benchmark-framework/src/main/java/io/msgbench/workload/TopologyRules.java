package io.msgbench.workload;

import io.msgbench.config.FieldReader;
import io.msgbench.config.NodeText;
import io.msgbench.config.Problems;
import io.msgbench.config.YamlEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rules between fields that make a workload's shape: producer-only (no subscriptions), consumer-only (no
 * producers, existing topics), backlog (needs both). One list of rules serves both ends: a file gets each broken
 * rule as a line at the field that breaks it, and a {@link Workload} built in code refuses the first. A file is
 * also held to the fields that only apply to one shape.
 */
final class TopologyRules {
    /** A broken rule: the field it is reported at, and why. */
    record Broken(String key, String reason) {
        String text() {
            return key + " " + reason;
        }
    }

    private final FieldReader fields;
    private final Problems problems;

    TopologyRules(FieldReader fields, Problems problems) {
        this.fields = fields;
        this.problems = problems;
    }

    /** The shape rules a workload of these counts breaks, in the order they are checked. */
    static List<Broken> shape(int producers, int subscriptions, double backlogGB, boolean namesTopics) {
        List<Broken> broken = new ArrayList<>();
        if (producers < 0 || subscriptions < 0) {
            broken.add(new Broken("producersPerTopic", "and subscriptionsPerTopic must not be negative"));
        }
        if (producers == 0 && subscriptions == 0) {
            broken.add(new Broken("producersPerTopic", "and subscriptionsPerTopic cannot both be 0"));
        }
        if (producers == 0 && !namesTopics) {
            broken.add(new Broken(
                    "producersPerTopic",
                    "0 makes a consumer-only workload, which reads existing topics:" + " list them in topicNames"));
        }
        if (backlogGB > 0 && producers == 0) {
            broken.add(new Broken(
                    "consumerBacklogSizeGB", "needs producers to build the backlog, but" + " producersPerTopic is 0"));
        }
        if (backlogGB > 0 && subscriptions == 0) {
            broken.add(new Broken(
                    "consumerBacklogSizeGB",
                    "needs subscriptions to drain the backlog, but" + " subscriptionsPerTopic is 0"));
        }
        return broken;
    }

    /** Checks the file: the shape rules, and the fields given that its shape ignores. */
    void check() {
        int subscriptions = count("subscriptionsPerTopic");
        shape(count("producersPerTopic"), subscriptions, number("consumerBacklogSizeGB", 0), fields.has("topicNames"))
                .forEach(rule -> add(rule.key(), rule.reason()));
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

    /** The value when it is a valid count (not negative), else the default of 1 (a bad value is reported elsewhere). */
    private int count(String key) {
        return fields.entry(key)
                .map(YamlEntry::value)
                .filter(node -> node.isIntegralNumber())
                .map(node -> node.intValue())
                .filter(count -> count >= 0)
                .orElse(1);
    }

    private double number(String key, double otherwise) {
        return fields.entry(key)
                .flatMap(entry -> NodeText.asDouble(entry.value()))
                .orElse(otherwise);
    }

    private Optional<String> text(String key) {
        return fields.entry(key)
                .map(YamlEntry::value)
                .filter(node -> node.isTextual())
                .map(node -> node.textValue());
    }
}
