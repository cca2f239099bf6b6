package io.msgbench.report;

import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A result read from its file, with the name its lines carry in the charts (unique within one report). */
public record LabeledResult(String label, Path file, RunResult result) {

    /**
     * Reads every file; labels are "driver · workload" ("driver (OMB) · workload" for an OMB result), numbered when
     * two runs would share one.
     */
    public static List<LabeledResult> read(List<Path> files) {
        return of(files.stream().map(ResultReader::readFile).toList());
    }

    /** Labels files already read. */
    public static List<LabeledResult> of(List<ResultReader.ResultFile> read) {
        return label(
                read.stream().map(ResultReader.ResultFile::file).toList(),
                read.stream().map(ResultReader.ResultFile::run).toList());
    }

    static List<LabeledResult> label(List<Path> files, List<RunResult> results) {
        Map<String, Integer> seen = new HashMap<>();
        results.forEach(r -> seen.merge(baseLabel(r), 1, Integer::sum));
        Map<String, Integer> numbered = new HashMap<>();
        List<LabeledResult> labeled = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            String base = baseLabel(results.get(i));
            String label = seen.get(base) == 1 ? base : base + " #" + numbered.merge(base, 1, Integer::sum);
            labeled.add(new LabeledResult(label, files.get(i), results.get(i)));
        }
        return List.copyOf(labeled);
    }

    private static String baseLabel(RunResult result) {
        return driverLabel(result) + " · " + result.workloadName();
    }

    /** The driver's name, marked "(OMB)" for a run read from an OMB result file. */
    static String driverLabel(RunResult result) {
        return result.driverName() + (result.fromOmb() ? " (OMB)" : "");
    }

    /** The label made safe for a file name. */
    public String slug() {
        return label.replace(" · ", "-").replaceAll("[^A-Za-z0-9._-]+", "_");
    }
}
