package io.msgbench.history;

import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds history from result files kept before there was one: each result belongs to the night (UTC day) its
 * run started, nights are added oldest first, and a night's commit is the {@code commit} its results' environment
 * names, if any.
 */
public final class HistoryImport {
    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("yyyyMMdd").withZone(ZoneOffset.UTC);

    private HistoryImport() {}

    /** Adds every file to {@code history}; returns the nights added. Nights already there are skipped. */
    public static List<String> into(History history, List<Path> resultFiles) throws IOException {
        Map<String, List<Path>> byNight = new TreeMap<>();
        Map<String, String> commits = new TreeMap<>();
        for (Path file : resultFiles) {
            RunResult result = ResultReader.read(file);
            String night = DAY.format(result.start());
            byNight.computeIfAbsent(night, n -> new ArrayList<>()).add(file);
            commits.putIfAbsent(night, result.environment().values().getOrDefault("commit", "unknown"));
        }
        List<String> added = new ArrayList<>();
        for (Map.Entry<String, List<Path>> night : byNight.entrySet()) {
            if (!history.hasNight(night.getKey())) {
                history.add(night.getKey(), commits.get(night.getKey()), night.getValue());
                added.add(night.getKey());
            }
        }
        return added;
    }
}
