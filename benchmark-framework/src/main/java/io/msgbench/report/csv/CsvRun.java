package io.msgbench.report.csv;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.config.ConfigException;
import io.msgbench.result.ResultReader;
import io.msgbench.result.RunResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * One result file for the CSV: its JSON, and the run read from it when it is msgbench's. An OMB result has
 * only OMB's fields, which msgbench writes at the top of its own files too, so OMB's columns come from the JSON
 * of either kind.
 */
public record CsvRun(Path file, JsonNode json, Optional<RunResult> run) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The file as a result; neither msgbench's nor OMB's is a {@link ConfigException} naming it. */
    public static CsvRun read(Path file) {
        JsonNode json;
        try {
            json = MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw ConfigException.of(file.toString(), null, null, "not JSON: " + e.getMessage().lines().findFirst()
                    .orElse(""));
        }
        if (json.path("msgbench").isObject()) {
            return new CsvRun(file, json, Optional.of(ResultReader.read(file)));
        }
        if (!json.path("publishRate").isArray() || !json.has("aggregatedPublishLatency50pct")) {
            throw ConfigException.of(file.toString(), null, null, "not a result file (neither msgbench's nor OMB's:"
                    + " no publishRate series and aggregatedPublishLatency50pct)");
        }
        return new CsvRun(file, json, Optional.empty());
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
