package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.result.RunResult;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * 10-byte messages on Pulsar are 10 bytes on the wire: msgbench's header rides in a message property, as the
 * broker's own admin API (not msgbench's driver) shows for the stored messages, and the run is measured as with
 * the header in band.
 */
@ExtendWith(PulsarBroker.class)
class PulsarOutOfBandHeaderTest {
    private static final RunOptions KEEP_TOPICS = new RunOptions(
            Runs.OPTIONS.sampleInterval(), Runs.OPTIONS.probeTimeout(), Runs.OPTIONS.drainTimeout(), true);
    /** Messages examined one by one from the topic's start: the probes, then the run's first messages. */
    private static final int EXAMINED = 40;

    @Test
    void tenByteMessagesCarryTheHeaderInAMessageProperty(@TempDir Path dir) throws Exception {
        RunResult result =
                Runs.run(OutOfBandRuns.tenByteMessages("pulsar-10b-out-of-band"), unbatched(dir), KEEP_TOPICS);

        OutOfBandRuns.assertMeasuredAsInBand(result);
        String topic = "public/default/" + result.findings().topics().get(0);
        try {
            int messages = 0;
            for (int position = 1; position <= EXAMINED; position++) {
                HttpResponse<byte[]> stored = PulsarAdminRest.examineMessage(topic, position);
                JsonNode properties = new ObjectMapper()
                        .readTree(
                                stored.headers().firstValue("X-Pulsar-PROPERTY").orElse("{}"));
                assertThat(properties.size()).as("one property").isEqualTo(1);
                byte[] header = Base64.getDecoder().decode(properties.path("mb").asText());
                if (!OutOfBandRuns.assertOnTheWire(header, stored.body())) {
                    messages++;
                }
            }
            assertThat(messages).isPositive();
        } finally {
            PulsarAdminRest.deleteTopic(topic);
        }
    }

    /** The test's driver file, in a namespace the run keeps, one message per entry so each can be examined. */
    private static DriverSpec unbatched(Path dir) throws Exception {
        String text = Files.readString(KafkaBroker.home().resolve(PulsarBroker.DRIVER_FILE));
        assertThat(text).contains("batchingEnabled: true").contains("namespacePrefix: public/msgbench");
        Path file = dir.resolve("pulsar-unbatched.yaml");
        Files.writeString(
                file,
                text.replace("batchingEnabled: true", "batchingEnabled: false")
                        .replace("namespacePrefix: public/msgbench", "namespace: public/default"));
        return PulsarBroker.driver(file);
    }
}
