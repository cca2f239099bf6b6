package io.msgbench.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.config.ConfigException;
import io.msgbench.result.AtomicFile;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The results of every night, kept as plain files: {@code nights/<night>/*.json} (the result files as the runs
 * wrote them) and {@code index.jsonl}, one JSON line per result in the order the nights were recorded. Plain
 * files because CI carries the folder between runs as one artefact, a person reads it with any tool, and the
 * index can always be rebuilt from the result files ({@code history import}).
 * <pre>{@code
 * History history = History.open(Path.of("history"));
 * history.add("20261124-0200", "3f2c1ab", List.of(resultFile));
 * List<NightValue> p99 = history.series("Kafka · quickstart", "Publishing p99 (ms)");
 * }</pre>
 */
public final class History {
    public static final String INDEX = "index.jsonl";
    public static final String NIGHTS = "nights";
    private static final ObjectMapper JSON =
            new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path folder;
    private final List<HistoryEntry> entries;

    private History(Path folder, List<HistoryEntry> entries) {
        this.folder = folder;
        this.entries = entries;
    }

    /** The history in {@code folder}; an absent folder is an empty history. */
    public static History open(Path folder) {
        Path index = folder.resolve(INDEX);
        if (Files.isRegularFile(folder)) {
            throw ConfigException.of(folder.toString(), null, null, "is a file; the history is a folder");
        }
        List<HistoryEntry> entries = new ArrayList<>();
        if (Files.exists(index)) {
            readIndex(index, entries);
        }
        return new History(folder, entries);
    }

    public Path folder() {
        return folder;
    }

    /** Where a night's result files go. */
    public Path nightFolder(String night) {
        return folder.resolve(NIGHTS).resolve(night);
    }

    public List<HistoryEntry> entries() {
        return List.copyOf(entries);
    }

    /** The nights in the order they were recorded. */
    public List<String> nights() {
        return List.copyOf(
                entries.stream().map(HistoryEntry::night).collect(Collectors.toCollection(LinkedHashSet::new)));
    }

    public boolean hasNight(String night) {
        return entries.stream().anyMatch(e -> e.night().equals(night));
    }

    /** Each workload-on-driver that has results, in the order first recorded. */
    public List<String> seriesKeys() {
        return List.copyOf(
                entries.stream().map(HistoryEntry::seriesKey).collect(Collectors.toCollection(LinkedHashSet::new)));
    }

    public List<HistoryEntry> entriesOf(String night) {
        return entries.stream().filter(e -> e.night().equals(night)).toList();
    }

    /**
     * A figure over the nights for one workload-on-driver: per night, the median of its complete results;
     * nights without one are left out.
     */
    public List<NightValue> series(String seriesKey, String figure) {
        List<NightValue> values = new ArrayList<>();
        for (String night : nights()) {
            List<HistoryEntry> runs = entriesOf(night).stream()
                    .filter(e -> e.complete()
                            && e.seriesKey().equals(seriesKey)
                            && e.figures().containsKey(figure))
                    .toList();
            if (!runs.isEmpty()) {
                double[] sorted = runs.stream()
                        .mapToDouble(e -> e.figures().get(figure))
                        .sorted()
                        .toArray();
                values.add(new NightValue(night, runs.get(0).commit(), median(sorted), runs.size()));
            }
        }
        return List.copyOf(values);
    }

    /** Reads result files already in {@code nightFolder(night)} (or copied there) and adds them to the index. */
    public List<HistoryEntry> add(String night, String commit, List<Path> resultFiles) throws IOException {
        List<HistoryEntry> added = new ArrayList<>();
        for (Path file : resultFiles) {
            RunResult result = ResultReader.read(file);
            Path stored = storedPath(night, file);
            if (!Files.exists(stored)) {
                Files.createDirectories(stored.getParent());
                Files.copy(file, stored);
            }
            String relative = folder.relativize(stored).toString().replace('\\', '/');
            added.add(HistoryEntry.of(night, commit, result, relative));
        }
        append(added);
        return added;
    }

    /** Where a result file lies in its night's folder: itself when already there, else a free name beside the others. */
    private Path storedPath(String night, Path file) throws IOException {
        Path folder = nightFolder(night);
        String name = file.getFileName().toString().replaceFirst("\\.json$", "");
        Path stored = folder.resolve(name + ".json");
        for (int copy = 2; Files.exists(stored) && !Files.isSameFile(stored, file); copy++) {
            stored = folder.resolve(name + "-" + copy + ".json");
        }
        return stored;
    }

    /** Adds entries to the index, rewriting it whole (atomically) so that a crash never leaves half a line. */
    public void append(List<HistoryEntry> added) throws IOException {
        entries.addAll(added);
        StringBuilder lines = new StringBuilder();
        for (HistoryEntry entry : entries) {
            lines.append(JSON.writeValueAsString(entry)).append('\n');
        }
        Files.createDirectories(folder);
        AtomicFile.write(folder.resolve(INDEX), lines.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static void readIndex(Path index, List<HistoryEntry> entries) {
        List<String> lines;
        try {
            lines = Files.readAllLines(index, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw ConfigException.of(index.toString(), null, null, "cannot read: " + e.getMessage());
        }
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                HistoryEntry entry = JSON.readValue(lines.get(i), HistoryEntry.class);
                if (entry.night() == null || entry.figures() == null) {
                    throw ConfigException.of(
                            index.toString(), i + 1, null, "not a history entry (no night or figures)");
                }
                entries.add(entry);
            } catch (JsonProcessingException e) {
                throw ConfigException.of(
                        index.toString(),
                        i + 1,
                        null,
                        "not a history entry: "
                                + e.getOriginalMessage().lines().findFirst().orElse(""));
            }
        }
    }

    private static double median(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** For a night's environment line: the first entry's values (one night runs on one host). */
    public Map<String, String> environmentOf(String night) {
        return entriesOf(night).stream()
                .findFirst()
                .map(HistoryEntry::environment)
                .orElse(Map.of());
    }
}
