package io.msgbench.nightly;

import io.msgbench.config.FieldReader;
import io.msgbench.config.Problems;
import io.msgbench.config.RelativeFile;
import io.msgbench.config.YamlEntry;
import io.msgbench.config.YamlMapFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads a nightly suite file, strictly: an unknown key, a missing file or a bad value is one line naming the
 * file, the line and the key. Workload and driver paths are read relative to the suite's own folder, or else to
 * the msgbench installation, so the suite runs from any folder.
 * <pre>
 * name: embedded
 * workloads: [smoke-20s.yaml]
 * drivers: [driver-kafka/kafka-embedded.yaml]
 * repeats: 2
 * set: [testDuration=1m]
 * history: history
 * gates:
 *   figures: [publish rate, publishing p99]
 *   bounds: ["publishing p99 &lt;= 20", "lost = 0"]
 * </pre>
 */
public final class NightlySuiteLoader {
    static final List<String> KEYS = List.of("name", "workloads", "drivers", "repeats", "set", "history", "gates");
    static final List<String> GATE_KEYS =
            List.of("figures", "bounds", "window", "significance", "permutations", "seed", "minChange");

    private NightlySuiteLoader() {}

    /**
     * @param home the msgbench installation, the second place a relative workload or driver path is looked for
     * @throws io.msgbench.config.ConfigException listing every problem of the file
     */
    public static NightlySuite load(Path file, Path home) {
        YamlMapFile yaml = YamlMapFile.read(file, "nightly suite");
        Problems problems = new Problems(yaml.fileName());
        FieldReader fields = new FieldReader(yaml, problems);
        fields.rejectUnknownKeys(KEYS);
        Path base = file.toAbsolutePath().getParent();
        String name = fields.text("name").orElse(file.getFileName().toString().replaceFirst("\\.ya?ml$", ""));
        List<Path> workloads = paths(fields, problems, "workloads", base, home);
        List<Path> drivers = paths(fields, problems, "drivers", base, home);
        int repeats = fields.integer("repeats", 1).orElse(1);
        List<String> overrides = fields.textList("set").orElse(List.of());
        Path history = fields.text("history").map(Path::of).orElse(Path.of("history"));
        Gates gates = fields.entry("gates")
                .map(entry -> gates(yaml.fileName(), entry, problems))
                .orElse(Gates.DEFAULT);
        problems.throwIfAny();
        return new NightlySuite(name, workloads, drivers, repeats, overrides, history, gates);
    }

    private static List<Path> paths(FieldReader fields, Problems problems, String key, Path base, Path home) {
        if (!fields.has(key)) {
            problems.add(null, key, "missing: list the " + key + " files");
            return List.of();
        }
        List<Path> found = new ArrayList<>();
        Optional<List<String>> read = fields.textList(key);
        List<String> given = read.orElse(List.of());
        if (read.isPresent() && given.isEmpty()) {
            problems.add(fields.lineOf(key), key, "must list at least one file");
        }
        for (int i = 0; i < given.size(); i++) {
            Optional<Path> path = RelativeFile.resolve(given.get(i), base, home);
            if (path.isEmpty()) {
                problems.add(
                        fields.lineOf(key),
                        key + "[" + i + "]",
                        "no such file: " + given.get(i) + " (looked in " + base + " and " + home + ")");
            } else {
                found.add(path.get());
            }
        }
        return found;
    }

    private static Gates gates(String fileName, YamlEntry entry, Problems problems) {
        if (!entry.value().isObject()) {
            problems.add(entry, "expected a map of " + String.join(", ", GATE_KEYS));
            return Gates.DEFAULT;
        }
        YamlMapFile nested = YamlMapFile.nested(fileName, "gates.", entry.value(), entry.line());
        FieldReader fields = new FieldReader(nested, problems);
        fields.rejectUnknownKeys(GATE_KEYS.stream().map(k -> "gates." + k).toList());
        Gates d = Gates.DEFAULT;
        List<String> figures = fields.textList("gates.figures")
                .map(list -> figures(list, entry.line(), problems))
                .orElse(d.figures());
        List<Bound> bounds = fields.textList("gates.bounds")
                .map(list -> bounds(list, entry.line(), problems))
                .orElse(d.bounds());
        int window = fields.integer("gates.window", 1).orElse(d.window());
        double significance = fields.number("gates.significance", 1e-6, 0.5).orElse(d.significance());
        int permutations = fields.integer("gates.permutations", 19).orElse(d.permutations());
        long seed = fields.longInteger("gates.seed", 0).orElse(d.seed());
        double minChange = fields.number("gates.minChange", 0, 10).orElse(d.minChange());
        return new Gates(figures, bounds, window, significance, permutations, seed, minChange);
    }

    private static List<String> figures(List<String> given, int line, Problems problems) {
        List<String> figures = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            Optional<String> figure = SuiteFigures.find(given.get(i));
            if (figure.isPresent()) {
                figures.add(figure.get());
            } else {
                problems.add(line, "gates.figures[" + i + "]", unknownFigure(given.get(i)));
            }
        }
        return figures;
    }

    private static List<Bound> bounds(List<String> given, int line, Problems problems) {
        List<Bound> bounds = new ArrayList<>();
        for (int i = 0; i < given.size(); i++) {
            Optional<Bound> bound = Bound.parse(given.get(i));
            String field = "gates.bounds[" + i + "]";
            if (bound.isEmpty()) {
                problems.add(
                        line,
                        field,
                        "expected FIGURE OP NUMBER (OP one of <=, <, >=, >, =), e.g. " + "'publishing p99 <= 20', got '"
                                + given.get(i) + "'");
                continue;
            }
            Optional<String> figure = SuiteFigures.find(bound.get().figure());
            if (figure.isEmpty()) {
                problems.add(line, field, unknownFigure(bound.get().figure()));
            } else {
                bounds.add(new Bound(
                        figure.get(), bound.get().operator(), bound.get().limit()));
            }
        }
        return bounds;
    }

    private static String unknownFigure(String given) {
        return "unknown figure '" + given + "'"
                + SuiteFigures.nearest(given)
                        .map(name -> " (did you mean '" + name + "'?)")
                        .orElse("; figures: " + String.join(", ", SuiteFigures.names()));
    }
}
