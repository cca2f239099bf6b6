package io.msgbench.study;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.config.FieldReader;
import io.msgbench.config.NodeText;
import io.msgbench.config.Problems;
import io.msgbench.config.RelativeFile;
import io.msgbench.config.YamlEntry;
import io.msgbench.config.YamlMapFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a study file ({@code studies/NAME.yaml}) strictly: an unknown key, a missing file, an unknown figure or a
 * bad value is one line naming the file, the line and the key. Paths are read relative to the study file's folder,
 * or else to the msgbench installation.
 * <pre>
 * name: 2019-kafka-pulsar-fsync
 * title: Kafka vs Pulsar latency, fsync on and off (2019)
 * source: where the published figures come from
 * setup: what the study ran on
 * localScale: what a run on this machine changes
 * set: [producerRate=5000, testDuration=30s]
 * experiments:
 *   - id: "1"
 *     label: Pulsar, fsync, 1 partition
 *     workload: workloads/1-topic-1-partition-100b.yaml
 *     driver: driver-pulsar/pulsar-embedded.yaml
 *     clusterDriver: driver-pulsar/pulsar.yaml
 *     published: {publishing avg: 2.969, publishing p99: 4.003}
 *     figures: [catch-up time (s)]         # shown for this test, though the study published no value for them
 *     set: [consumerBacklogSizeGB=0.2]     # this test only, at local scale, after the study's set
 * </pre>
 */
public final class StudyLoader {
    static final List<String> KEYS = List.of("name", "title", "source", "setup", "localScale", "set", "experiments");
    static final List<String> EXPERIMENT_KEYS =
            List.of("id", "label", "workload", "driver", "clusterDriver", "published", "figures", "set");

    private StudyLoader() {}

    /** @throws io.msgbench.config.ConfigException listing every problem of the file */
    public static Study load(Path file, Path home) {
        YamlMapFile yaml = YamlMapFile.read(file, "study");
        Problems problems = new Problems(yaml.fileName());
        FieldReader fields = new FieldReader(yaml, problems);
        fields.rejectUnknownKeys(KEYS);
        String name = fields.text("name").orElse(file.getFileName().toString().replaceFirst("\\.ya?ml$", ""));
        String title = required(fields, problems, "title");
        String source = required(fields, problems, "source");
        String setup = required(fields, problems, "setup");
        String localScale = required(fields, problems, "localScale");
        List<String> overrides = fields.textList("set").orElse(List.of());
        Path base = file.toAbsolutePath().getParent();
        List<Experiment> experiments = fields.entry("experiments")
                .map(entry -> experiments(yaml.fileName(), entry, problems, base, home))
                .orElseGet(() -> {
                    problems.add(null, "experiments", "missing: list the study's experiments");
                    return List.of();
                });
        problems.throwIfAny();
        return new Study(name, title, source, setup, localScale, overrides, experiments);
    }

    private static String required(FieldReader fields, Problems problems, String key) {
        Optional<String> value = fields.text(key);
        if (value.isEmpty() && !fields.has(key)) {
            problems.add(null, key, "missing");
        }
        return value.orElse("");
    }

    private static List<Experiment> experiments(
            String fileName, YamlEntry entry, Problems problems, Path base, Path home) {
        JsonNode list = entry.value();
        if (!list.isArray() || list.isEmpty()) {
            problems.add(entry, "expected a list of experiments, got " + NodeText.describe(list));
            return List.of();
        }
        List<Experiment> experiments = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String prefix = "experiments[" + i + "].";
            JsonNode item = list.get(i);
            if (!item.isObject()) {
                problems.add(entry.itemLine(i), prefix + "id", "expected a map, got " + NodeText.describe(item));
                continue;
            }
            FieldReader fields =
                    new FieldReader(YamlMapFile.nested(fileName, prefix, item, entry.itemLine(i)), problems);
            fields.rejectUnknownKeys(
                    EXPERIMENT_KEYS.stream().map(key -> prefix + key).toList());
            experiment(fields, problems, prefix, base, home).ifPresent(experiments::add);
        }
        return experiments;
    }

    private static Optional<Experiment> experiment(
            FieldReader fields, Problems problems, String prefix, Path base, Path home) {
        int before = problems.count();
        String id = required(fields, problems, prefix + "id");
        String label = required(fields, problems, prefix + "label");
        Optional<Path> workload = file(fields, problems, prefix + "workload", base, home, true);
        Optional<Path> driver = file(fields, problems, prefix + "driver", base, home, true);
        Optional<Path> clusterDriver = file(fields, problems, prefix + "clusterDriver", base, home, false);
        Map<String, Double> published = fields.entry(prefix + "published")
                .map(entry -> published(entry, problems, prefix + "published"))
                .orElse(Map.of());
        List<String> shown = fields.textList(prefix + "figures").orElse(List.of()).stream()
                .map(figure -> known(fields, problems, prefix + "figures", figure))
                .flatMap(Optional::stream)
                .toList();
        List<String> settings = fields.textList(prefix + "set").orElse(List.of());
        if (problems.count() > before || workload.isEmpty() || driver.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(
                new Experiment(id, label, workload.get(), driver.get(), clusterDriver, published, shown, settings));
    }

    private static Optional<Path> file(
            FieldReader fields, Problems problems, String key, Path base, Path home, boolean needed) {
        Optional<String> given = fields.text(key);
        if (given.isEmpty()) {
            if (needed && !fields.has(key)) {
                problems.add(null, key, "missing");
            }
            return Optional.empty();
        }
        Optional<Path> path = RelativeFile.resolve(given.get(), base, home);
        if (path.isEmpty()) {
            problems.add(
                    fields.lineOf(key),
                    key,
                    "no such file: " + given.get() + " (looked in " + base + " and " + home + ")");
        }
        return path;
    }

    /** The figure as {@link StudyFigures} names it, or a problem naming the key and the nearest figure. */
    private static Optional<String> known(FieldReader fields, Problems problems, String key, String given) {
        Optional<String> figure = StudyFigures.find(given);
        if (figure.isEmpty()) {
            problems.add(fields.lineOf(key), key, "unknown figure '" + given + "'" + StudyFigures.didYouMean(given));
        }
        return figure;
    }

    /** Figure → value, each figure one {@code compare} knows or a client figure ({@link StudyFigures}). */
    private static Map<String, Double> published(YamlEntry entry, Problems problems, String key) {
        if (!entry.value().isObject()) {
            problems.add(entry, "expected a map of figure: value, got " + NodeText.describe(entry.value()));
            return Map.of();
        }
        Map<String, Double> published = new LinkedHashMap<>();
        entry.value().fields().forEachRemaining(field -> {
            Optional<String> figure = StudyFigures.find(field.getKey());
            if (figure.isEmpty()) {
                problems.add(
                        entry.line(),
                        key + "." + field.getKey(),
                        "unknown figure" + StudyFigures.didYouMean(field.getKey()));
            } else if (!field.getValue().isNumber()) {
                problems.add(
                        entry.line(),
                        key + "." + field.getKey(),
                        "expected a number, got " + NodeText.describe(field.getValue()));
            } else {
                published.put(figure.get(), field.getValue().asDouble());
            }
        });
        return published;
    }
}
