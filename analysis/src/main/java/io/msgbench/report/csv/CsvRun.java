package io.msgbench.report.csv;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One result file for the CSV: its JSON, and the run read from it when it is msgbench's. An OMB result has
 * only OMB's fields, which msgbench writes at the top of its own files too, so OMB's columns come from the JSON
 * of either kind.
 */
public record CsvRun(Path file, JsonNode json, Optional<RunResult> run) {
    /** The file's row source: OMB's columns from the JSON, ours from the run when msgbench wrote it. */
    public static CsvRun of(ResultReader.ResultFile file) {
        return new CsvRun(file.file(), file.json(), file.run().fromOmb() ? Optional.empty() : Optional.of(file.run()));
    }

    /** "msgbench" or "omb": which program wrote the file. */
    public String format() {
        return run.isPresent() ? "msgbench" : "omb";
    }

    /** What the file's latencies count from: msgbench's from the intended send time, OMB's from the send call. */
    public String latencyFrom() {
        return run.isPresent() ? "intended send time" : "send call";
    }

    public String text(String field) {
        return json.path(field).asText("");
    }

    public double number(String field) {
        return json.path(field).asDouble();
    }
}
