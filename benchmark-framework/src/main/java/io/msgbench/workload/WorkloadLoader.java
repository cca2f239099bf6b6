package io.msgbench.workload;

import io.msgbench.config.ConfigException;
import io.msgbench.config.DurationText;
import io.msgbench.config.FieldReader;
import io.msgbench.config.Problems;
import io.msgbench.config.YamlMapFile;
import io.msgbench.result.FaultSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Loads a workload YAML file (OMB's field names plus ours) strictly: unknown keys, wrong types, out-of-range
 * values and conflicting fields are all reported together in one {@link ConfigException}, one line each
 * ({@code file:line: field: reason}).
 * <pre>{@code
 * Workload workload = WorkloadLoader.load(Path.of("workloads/quickstart.yaml"));
 * }</pre>
 */
public final class WorkloadLoader {
    /** Every key a workload file may use: each field's key and the keys that give it another way. */
    public static final Set<String> KEYS = Set.copyOf(WorkloadFields.keys());

    private static final String POOL_SIZE = "randomizedPayloadPoolSize";
    private static final java.util.Map<String, String> DURATION_ALIASES = java.util.Map.of(
            "testDuration",
            "testDurationMinutes",
            "testDurationMinutes",
            "testDuration",
            "warmup",
            "warmupDurationMinutes",
            "warmupDurationMinutes",
            "warmup");

    private final Path file;
    private final Path workingDirectory;
    private final Problems problems;
    private final FieldReader fields;
    private final WorkloadBuilder builder = Workload.builder();

    private WorkloadLoader(Path file, Path workingDirectory, YamlMapFile yaml) {
        this.file = file;
        this.workingDirectory = workingDirectory;
        this.problems = new Problems(yaml.fileName());
        this.fields = new FieldReader(yaml, problems);
    }

    /** Loads a workload, resolving a relative payloadFile against the current directory, then the file's. */
    public static Workload load(Path file) {
        return load(file, Path.of("").toAbsolutePath());
    }

    static Workload load(Path file, Path workingDirectory) {
        return load(file, workingDirectory, List.of());
    }

    /**
     * Loads a workload with some values replaced ({@code --set testDuration=30s}): what makes a study's file run
     * at local scale. The replaced values are checked like the file's own.
     */
    public static Workload load(Path file, List<String> overrides) {
        return load(file, Path.of("").toAbsolutePath(), overrides);
    }

    static Workload load(Path file, Path workingDirectory, List<String> overrides) {
        YamlMapFile yaml = YamlMapFile.read(file, "workload");
        // --set testDuration=30s replaces the file's testDurationMinutes too: one duration, given another way
        List<String> replacedAliases = overrides.stream()
                .map(o -> DURATION_ALIASES.get(o.split("=", 2)[0].strip()))
                .filter(java.util.Objects::nonNull)
                .toList();
        yaml = yaml.without(replacedAliases).withOverrides(overrides);
        return new WorkloadLoader(file, workingDirectory, yaml).read();
    }

    private Workload read() {
        fields.rejectUnknownKeys(KEYS);
        builder.name(fields.text("name").orElse(baseName(file)));
        readPlainFields();
        readTopics();
        Optional<Integer> messageSize = required(fields.integer("messageSize", 1), "messageSize");
        messageSize.ifPresent(builder::messageSize);
        readPayloads(messageSize);
        readRate();
        new TopologyRules(fields, problems).check();
        new PhaseDurations(fields, problems).read(builder);
        fields.entry(FaultListReader.KEY)
                .flatMap(new FaultListReader(problems)::read)
                .ifPresent(this::readFaults);
        problems.throwIfAny();
        return builder.build();
    }

    /** Every field whose value is checked on its own, as its declaration reads it. */
    private void readPlainFields() {
        for (WorkloadField field : WorkloadFields.ALL) {
            if (field.read() != null) {
                field.read().apply(fields, field.key()).ifPresent(value -> builder.set(field.component(), value));
            }
        }
    }

    private void readTopics() {
        Optional<Integer> topics = fields.integer("topics", 1);
        if (!fields.has("topicNames")) {
            if (fields.has("createMissingTopics")) {
                problems.add(
                        fields.lineOf("createMissingTopics"),
                        "createMissingTopics",
                        "only applies with topicNames (topics the run creates are always created)");
            }
            if (!fields.has("topics")) {
                problems.add(null, "topics", "required, but missing (or list existing topics in topicNames)");
            }
            topics.ifPresent(builder::topics);
            return;
        }
        fields.textList("topicNames").flatMap(this::checkTopicNames).ifPresent(names -> {
            builder.topicNames(names);
            topics.filter(count -> count != names.size())
                    .ifPresent(count -> problems.add(
                            fields.lineOf("topics"),
                            "topics",
                            "is " + count + " but topicNames lists " + names.size() + " topics"));
        });
        boolean createMissing = fields.bool("createMissingTopics").orElse(false);
        builder.createMissingTopics(createMissing);
        if (fields.has("partitionsPerTopic") && !createMissing) {
            problems.add(
                    fields.lineOf("partitionsPerTopic"),
                    "partitionsPerTopic",
                    "cannot be combined with topicNames (partitions come from the existing topics) unless"
                            + " createMissingTopics is true");
        }
    }

    private Optional<List<String>> checkTopicNames(List<String> names) {
        Integer line = fields.lineOf("topicNames");
        if (names.isEmpty()) {
            problems.add(line, "topicNames", "must list at least one topic");
            return Optional.empty();
        }
        Set<String> seen = new HashSet<>();
        for (String name : names) {
            if (!seen.add(name)) {
                problems.add(line, "topicNames", "lists '" + name + "' more than once");
                return Optional.empty();
            }
        }
        return Optional.of(names);
    }

    private void readPayloads(Optional<Integer> messageSize) {
        boolean randomized = builder.built("useRandomizedPayloads").equals(true);
        Optional<Integer> poolSize = fields.integer(POOL_SIZE, 0);
        poolSize.ifPresent(builder::randomizedPayloadPoolSize);
        if (randomized) {
            requirePoolOfAtLeastOne(poolSize);
        }
        PayloadFileResolver resolver = new PayloadFileResolver(file, workingDirectory, problems);
        fields.text("payloadFile")
                .flatMap(text -> resolver.resolve(text, fields.lineOf("payloadFile"), messageSize))
                .ifPresent(builder::payloadFile);
    }

    private void requirePoolOfAtLeastOne(Optional<Integer> poolSize) {
        String reason = "must be at least 1 when useRandomizedPayloads is true";
        if (!fields.has(POOL_SIZE)) {
            problems.add(fields.lineOf("useRandomizedPayloads"), POOL_SIZE, reason + ", but is missing");
        } else if (poolSize.filter(size -> size < 1).isPresent()) {
            problems.add(fields.lineOf(POOL_SIZE), POOL_SIZE, reason + ", got " + poolSize.get());
        }
    }

    private void readRate() {
        Optional<Double> rate = fields.number("producerRate", 0, Double.MAX_VALUE);
        if (consumerOnly()) {
            builder.producerRate(rate.orElse(0.0)); // nothing is produced; OMB files may still carry the field
        } else {
            required(rate, "producerRate").ifPresent(builder::producerRate);
        }
    }

    private boolean consumerOnly() {
        return fields.entry("producersPerTopic")
                .filter(entry -> entry.value().isIntegralNumber())
                .map(entry -> entry.value().intValue() == 0)
                .orElse(false);
    }

    private void readFaults(List<FaultSpec> faults) {
        Duration measure = builder.testDuration();
        for (int i = 0; i < faults.size(); i++) {
            if (faults.get(i).at().compareTo(measure) >= 0) {
                problems.add(
                        fields.lineOf(FaultListReader.KEY),
                        FaultListReader.KEY + "[" + i + "].at",
                        "must fall within the measure phase (testDuration " + DurationText.format(measure) + "), got "
                                + DurationText.format(faults.get(i).at()));
            }
        }
        builder.faults(faults);
    }

    private <T> Optional<T> required(Optional<T> value, String key) {
        if (!fields.has(key)) {
            problems.add(null, key, "required, but missing");
        }
        return value;
    }

    private static String baseName(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
