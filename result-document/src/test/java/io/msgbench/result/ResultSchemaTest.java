package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The published schema (docs/result.schema.json) is the one the document's records generate, and every shape of
 * result the writer makes, and OMB's own result file, keeps to it. The integration tests check each result file
 * they read with {@link ResultSchema#read}.
 */
class ResultSchemaTest {
    /** Set to write the generated schema over the published one, after a change to the document's records. */
    private static final String UPDATE = "msgbench.updateSchema";

    private static final Path PUBLISHED = Path.of("..", "docs", "result.schema.json");
    private static final ObjectMapper PRETTY = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Test
    void thePublishedSchemaIsTheOneTheRecordsGenerate() throws Exception {
        String generated = PRETTY.writeValueAsString(ResultSchema.generate()) + "\n";
        if (Boolean.getBoolean(UPDATE)) {
            Files.writeString(PUBLISHED, generated);
        }
        assertThat(Files.readString(PUBLISHED))
                .as("docs/result.schema.json is stale: run mvn -pl result-document test -Dtest=ResultSchemaTest -D"
                        + UPDATE + "=true")
                .isEqualTo(generated);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("io.msgbench.result.ResultRoundTripTest#everyShape")
    void everyShapeTheWriterMakesKeepsToIt(String shape, RunResult result, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("result.json");
        ResultJson.write(result, file);

        assertThat(ResultSchema.problems(file)).isEmpty();
    }

    @Test
    void omBsOwnResultFileKeepsToIt() {
        assertThat(ResultSchema.problems(ResultFixtures.ombKafkaResult())).isEmpty();
    }

    @Test
    void aMissingKeyAWrongTypeAnUnknownKeyAndANullWhereNoneIsAllowedEachBreakIt() {
        ObjectNode json = ResultJson.toJson(ResultFixtures.result());
        ObjectNode section = (ObjectNode) json.get("msgbench");
        section.remove("runId");
        ((ObjectNode) section.get("counts")).put("lost", "none");
        section.put("lostCount", 0);
        section.putNull("status");

        assertThat(ResultSchema.problems(json))
                .hasSize(4)
                .anySatisfy(p -> assertThat(p).contains("runId"))
                .anySatisfy(p -> assertThat(p).contains("lost").contains("string"))
                .anySatisfy(p -> assertThat(p).contains("lostCount"))
                .anySatisfy(p -> assertThat(p).contains("status").contains("null"));
    }

    @Test
    void aResultWithoutItsOmbFieldsBreaksIt() {
        ObjectNode json = ResultJson.toJson(ResultFixtures.result());
        json.remove("publishRate");
        json.set("aggregatedPublishLatency99pct", json.get("publishLatency99pct"));

        assertThat(ResultSchema.problems(json))
                .anySatisfy(p -> assertThat(p).contains("publishRate"))
                .anySatisfy(p -> assertThat(p).contains("aggregatedPublishLatency99pct"));
    }
}
