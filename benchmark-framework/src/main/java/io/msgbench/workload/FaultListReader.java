package io.msgbench.workload;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.config.FieldReader;
import io.msgbench.config.NodeText;
import io.msgbench.config.Problems;
import io.msgbench.config.YamlEntry;
import io.msgbench.config.YamlMapFile;
import io.msgbench.driver.api.NearestName;
import io.msgbench.result.FaultAction;
import io.msgbench.result.FaultSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads a workload's {@code faults} list (see {@link FaultSpec}); each problem is named {@code faults[i].key}. */
final class FaultListReader {
    static final String KEY = "faults";
    private static final Set<String> ITEM_KEYS = Set.of("at", "action", "duration", "command", "timeout", "worker");

    private final Problems problems;

    FaultListReader(Problems problems) {
        this.problems = problems;
    }

    Optional<List<FaultSpec>> read(YamlEntry entry) {
        JsonNode list = entry.value();
        if (!list.isArray()) {
            problems.add(entry, "expected a list of faults (each with at and action), got " + NodeText.describe(list));
            return Optional.empty();
        }
        List<FaultSpec> faults = new ArrayList<>();
        boolean allValid = true;
        for (int i = 0; i < list.size(); i++) {
            Optional<FaultSpec> fault = readItem(list.get(i), KEY + "[" + i + "].", entry.itemLine(i));
            fault.ifPresent(faults::add);
            allValid &= fault.isPresent();
        }
        return allValid ? Optional.of(faults) : Optional.empty();
    }

    private Optional<FaultSpec> readItem(JsonNode item, String prefix, int line) {
        if (!item.isObject()) {
            problems.add(
                    line,
                    prefix.substring(0, prefix.length() - 1),
                    "expected a map with at and action, got " + NodeText.describe(item));
            return Optional.empty();
        }
        int problemsBefore = problems.count();
        FieldReader fields = new FieldReader(YamlMapFile.nested(problems.fileName(), prefix, item, line), problems);
        fields.rejectUnknownKeys(ITEM_KEYS.stream().map(key -> prefix + key).toList());
        Optional<Duration> at = required(fields, prefix + "at", line, fields.duration(prefix + "at", true));
        Optional<FaultAction> action = required(fields, prefix + "action", line, action(fields, prefix + "action"));
        Optional<Duration> duration = fields.duration(prefix + "duration", false);
        Optional<String> command = fields.text(prefix + "command");
        Optional<Duration> timeout = fields.duration(prefix + "timeout", false);
        Optional<Integer> worker = fields.integer(prefix + "worker", 0);
        if (at.isEmpty() || action.isEmpty() || problems.count() > problemsBefore) {
            return Optional.empty(); // a bad value is already reported; building the fault would only repeat it
        }
        return checkCombination(fields, prefix, line, action.get())
                ? Optional.of(new FaultSpec(
                        at.get(),
                        action.get(),
                        duration,
                        command,
                        timeout.orElse(FaultSpec.DEFAULT_COMMAND_TIMEOUT),
                        worker))
                : Optional.empty();
    }

    /** Each action takes exactly its own keys: a pause its duration, a command its command and timeout. */
    private boolean checkCombination(FieldReader fields, String prefix, int line, FaultAction action) {
        boolean pause = action == FaultAction.PAUSE_BROKER;
        boolean command = action == FaultAction.COMMAND;
        boolean ok = expect(fields, prefix + "duration", line, pause, action);
        ok &= expect(fields, prefix + "command", line, command, action);
        ok &= expect(fields, prefix + "worker", line, action == FaultAction.KILL_WORKER, action);
        if (fields.has(prefix + "timeout") && !command) {
            problems.add(line, prefix + "timeout", "only a command fault has a timeout, not " + action.yamlName());
            ok = false;
        }
        return ok;
    }

    private boolean expect(FieldReader fields, String key, int line, boolean needed, FaultAction action) {
        boolean present = fields.has(key);
        if (needed && !present) {
            problems.add(line, key, "required for " + action.yamlName());
        } else if (!needed && present) {
            problems.add(line, key, "not used by " + action.yamlName());
        }
        return needed == present;
    }

    private Optional<FaultAction> action(FieldReader fields, String key) {
        return fields.text(key).flatMap(name -> {
            Optional<FaultAction> action = FaultAction.byName(name);
            if (action.isEmpty()) {
                problems.add(
                        fields.lineOf(key),
                        key,
                        "expected one of " + String.join(", ", FaultAction.names()) + ", got '" + name + "'"
                                + NearestName.hint(name, FaultAction.names()));
            }
            return action;
        });
    }

    private <T> Optional<T> required(FieldReader fields, String key, int line, Optional<T> value) {
        if (!fields.has(key)) {
            problems.add(line, key, "required, but missing");
        }
        return value;
    }
}
