package io.msgbench.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a {@link RunResult} as JSON: OMB's fields at the top level ({@link OmbFields} and
 * {@link OmbLatencyFields}, so OMB's tooling reads it), and under {@code "msgbench"} what OMB lacks
 * ({@link MsgbenchSection}: units, definitions, counts, phases, configs, environment and the raw histograms).
 * Those three declare the document; {@link ResultReader} reads it back with the same declarations.
 */
public final class ResultJson {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .findAndRegisterModules()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    private ResultJson() {}

    public static void write(RunResult result, Path file) throws IOException {
        AtomicFile.write(file, MAPPER.writeValueAsBytes(toJson(result)));
    }

    public static ObjectNode toJson(RunResult result) {
        ObjectNode root = MAPPER.valueToTree(OmbFields.of(result));
        root.setAll(OmbLatencyFields.of(result));
        root.set("msgbench", MAPPER.valueToTree(MsgbenchSection.of(result)));
        return root;
    }
}
