package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.driver.api.ClientMetrics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultJsonTest {

    @Test
    void ombFieldsAndOurExtensionsAreWritten(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.json");
        ResultJson.write(ResultFixtures.result(), file);
        JsonNode json = new ObjectMapper().readTree(file.toFile());

        for (String field : new String[] {
            "workload",
            "driver",
            "messageSize",
            "topics",
            "partitions",
            "producersPerTopic",
            "consumersPerTopic",
            "publishRate",
            "publishErrorRate",
            "consumeRate",
            "backlog",
            "publishLatencyAvg",
            "publishLatency50pct",
            "publishLatency9999pct",
            "publishLatencyMax",
            "endToEndLatency99pct",
            "publishDelayLatencyAvg",
            "aggregatedPublishLatencyAvg",
            "aggregatedPublishLatency50pct",
            "aggregatedPublishLatency999pct",
            "aggregatedPublishLatencyMax",
            "aggregatedPublishLatencyQuantiles",
            "aggregatedEndToEndLatency99pct",
            "aggregatedEndToEndLatencyQuantiles"
        }) {
            assertThat(json.has(field)).as(field).isTrue();
        }
        assertThat(json.get("publishRate").get(0).asDouble()).isEqualTo(100.0);
        assertThat(json.get("aggregatedPublishLatency50pct").asDouble()).isEqualTo(0.5);
        JsonNode ours = json.get("msgbench");
        assertThat(ours.get("status").asText()).isEqualTo("complete");
        assertThat(ours.get("units").get("latency").asText()).startsWith("milliseconds, except publishDelayLatency");
        assertThat(ours.get("units")
                        .get("ombLatencyFields")
                        .get("publishDelayLatency")
                        .asText())
                .isEqualTo("whole microseconds");
        assertThat(ours.get("latencyDefinitions").get("publishLatency").asText())
                .contains("intended send time");
        assertThat(ours.get("counts").get("lost").asLong()).isZero();
        assertThat(ours.get("phases").get(0).get("phase").asText()).isEqualTo("measure");
        assertThat(ours.get("driverSettings").get("durability").asText()).isEqualTo("no fsync");
    }

    /** Each client figure's own unit, for the figures the result holds: times in ms, the free buffer in bytes. */
    @Test
    void theClientFiguresUnitsAreEachFiguresOwn() {
        Map<String, Double> figures =
                Map.of(ClientMetrics.PRODUCER_QUEUE_AVG, 1.0, ClientMetrics.PRODUCER_BUFFER_FREE_MIN, 2048.0);
        RunResult result = ResultFixtures.withClientBreakdown(
                ResultFixtures.result(),
                new ClientBreakdown(
                        figures,
                        List.of(new ClientBreakdown.Sample(
                                RunResult.MEASURE_PHASE,
                                ResultFixtures.T0,
                                Map.of(ClientMetrics.PRODUCER_REQUEST_RATE, 5.0)))));

        JsonNode units = ResultJson.toJson(result).get("msgbench").get("units").get("clientMetrics");
        assertThat(units.get(ClientMetrics.PRODUCER_QUEUE_AVG).asText()).isEqualTo("ms");
        assertThat(units.get(ClientMetrics.PRODUCER_BUFFER_FREE_MIN).asText()).isEqualTo("bytes");
        assertThat(units.get(ClientMetrics.PRODUCER_REQUEST_RATE).asText()).isEqualTo("requests/s");
        assertThat(units.size()).isEqualTo(3);
        assertThat(ResultJson.toJson(ResultFixtures.result())
                        .get("msgbench")
                        .get("units")
                        .get("clientMetrics")
                        .size())
                .as("a result without client figures names none")
                .isZero();
    }

    /** OMB writes publishDelayLatency in whole µs; its own chart script divides by 1,000 no more than OMB does. */
    @Test
    void sendDelayIsWrittenInOmbsMicrosecondsAndEveryOtherLatencyInMilliseconds() {
        JsonNode json = ResultJson.toJson(ResultFixtures.result());
        assertThat(json.get("publishDelayLatency50pct").get(0).isIntegralNumber())
                .isTrue();
        assertThat(json.get("publishDelayLatency50pct").get(0).asLong()).isEqualTo(5);
        assertThat(json.get("aggregatedPublishDelayLatency99pct").asLong()).isEqualTo(5);
        assertThat(json.get("aggregatedPublishDelayLatencyMax").asLong()).isEqualTo(5);
        assertThat(json.get("aggregatedPublishDelayLatencyAvg").asDouble()).isEqualTo(5.0);
        assertThat(json.get("aggregatedPublishDelayLatencyQuantiles")
                        .elements()
                        .next()
                        .asLong())
                .isEqualTo(5);
        assertThat(json.get("aggregatedPublishServiceTime50pct").asDouble()).isEqualTo(0.005);
        assertThat(json.get("publishLatencyMax").get(0).asDouble()).isEqualTo(1.0);
        assertThat(json.get("msgbench")
                        .get("latencyMeaningVsOmb")
                        .get("publishLatency")
                        .asText())
                .startsWith("differs")
                .contains("publishServiceTime");
        assertThat(json.get("msgbench")
                        .get("latencyMeaningVsOmb")
                        .get("publishDelayLatency")
                        .asText())
                .startsWith("same");
    }

    /** No sample is no figure: OMB's chart script would draw a 0 ms line for a latency nobody measured. */
    @Test
    void aLatencyWithNoSampleIsWrittenAsNullNotZero() {
        JsonNode json = ResultJson.toJson(ResultFixtures.withoutEndToEnd());

        for (String field : new String[] {
            "aggregatedEndToEndLatencyAvg",
            "aggregatedEndToEndLatency50pct",
            "aggregatedEndToEndLatency99pct",
            "aggregatedEndToEndLatencyMax"
        }) {
            assertThat(json.get(field).isNull()).as(field).isTrue();
        }
        assertThat(json.get("aggregatedEndToEndLatencyQuantiles").isEmpty()).isTrue();
        assertThat(json.get("endToEndLatency99pct").get(0).isNull()).isTrue();
        assertThat(json.get("endToEndLatencyAvg").get(0).isNull()).isTrue();
        assertThat(json.get("aggregatedPublishLatency50pct").asDouble()).isEqualTo(0.5);
    }

    @Test
    void storedHistogramsDecodeToTheSameDistribution(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.json");
        RunResult result = ResultFixtures.result();
        ResultJson.write(result, file);
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        Histogram decoded = HistogramCodec.decode(
                json.get("msgbench").get("histograms").get("publishLatency").asText());
        assertThat(decoded).isEqualTo(result.aggregate().get(Metric.PUBLISH_LATENCY));
    }

    @Test
    void writingLeavesNoTemporaryFileBehind(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("nested/r.json");
        ResultJson.write(ResultFixtures.result(), file);
        ResultJson.write(ResultFixtures.result(), file);
        try (var files = Files.list(file.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("r.json");
        }
    }
}
