package io.msgbench.result;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a result JSON written by {@link ResultJson} back into the {@link RunResult} it was written from, with the
 * same declarations ({@link OmbFields}, {@link MsgbenchSection}),
 * so reports, {@code compare} and the table all read the same record: writing what was read gives the same
 * bytes (the round-trip test holds it to that). Fields added by later versions are ignored. An OMB result file is
 * read as one too ({@link OmbResult}: rebuilt from what OMB recorded, and marked so); any other file is a
 * {@link ConfigException} naming the file.
 * <pre>{@code
 * RunResult result = ResultReader.read(Path.of("results/quickstart-Kafka-20261122-101500.json"));
 * }</pre>
 */
public final class ResultReader {
    private static final ObjectMapper MAPPER =
            new ObjectMapper().findAndRegisterModules().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultReader() {}

    /** A result file as read: its JSON (for a caller that wants OMB's own fields) and the run rebuilt from it. */
    public record ResultFile(Path file, JsonNode json, RunResult run) {}

    public static RunResult read(Path file) {
        return readFile(file).run();
    }

    /** Reads the file once, for callers that need both the run and the JSON it came from. */
    public static ResultFile readFile(Path file) {
        JsonNode root = parse(file);
        return new ResultFile(file, root, toResult(file, root));
    }

    private static RunResult toResult(Path file, JsonNode root) {
        JsonNode section = root.path("msgbench");
        if (!section.isObject() && OmbResult.looksLikeOne(root)) {
            return ombResult(file, root);
        }
        if (!section.isObject() || !section.has("histograms")) {
            throw problem(
                    file,
                    "neither a msgbench result file (no \"msgbench\" section with histograms) nor an"
                            + " OMB result (no publishRate series and aggregatedPublishLatency50pct)");
        }
        try {
            return toResult(root, section);
        } catch (JsonProcessingException | RuntimeException e) {
            throw problem(
                    file,
                    "damaged msgbench result: "
                            + e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private static RunResult ombResult(Path file, JsonNode root) {
        try {
            return OmbResult.read(
                    file,
                    root,
                    MAPPER.treeToValue(root, OmbFields.class),
                    Files.getLastModifiedTime(file).toInstant());
        } catch (IOException | RuntimeException e) {
            throw problem(file, "damaged OMB result: " + e.getMessage());
        }
    }

    private static JsonNode parse(Path file) {
        try {
            return MAPPER.readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw problem(file, "no such file");
        } catch (JsonProcessingException e) {
            throw problem(file, "not JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw problem(file, "cannot read: " + e.getMessage());
        }
    }

    private static RunResult toResult(JsonNode root, JsonNode section) throws JsonProcessingException {
        OmbFields omb = MAPPER.treeToValue(root, OmbFields.class);
        return MAPPER.treeToValue(section, MsgbenchSection.class).toRun(omb);
    }

    private static ConfigException problem(Path file, String reason) {
        return ConfigException.of(file.toString(), null, null, reason);
    }
}
