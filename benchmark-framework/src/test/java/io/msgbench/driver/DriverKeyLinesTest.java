package io.msgbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The line a driver's complaint points at: top-level, nested and text-block keys. */
class DriverKeyLinesTest {
    private static final String FILE = """
            name: Pulsar
            client:
              serviceUrl: pulsar://127.0.0.1:6650
              persistence:
                ackQorum: 1
            producerConfig: |
              acks=all
              lingr.ms=1
            consumer:
              recieverQueueSize: 10
            """;

    @Test
    void findsTopLevelNestedAndTextBlockKeys(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("d.yaml"), FILE);

        assertThat(DriverKeyLines.lineOf(file, "name")).contains(1);
        assertThat(DriverKeyLines.lineOf(file, "client.persistence.ackQorum")).contains(5);
        assertThat(DriverKeyLines.lineOf(file, "producerConfig.lingr.ms")).contains(8);
        assertThat(DriverKeyLines.lineOf(file, "consumer.recieverQueueSize")).contains(10);
    }

    @Test
    void fallsBackToTheSectionOrNothing(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("d.yaml"), FILE);

        assertThat(DriverKeyLines.lineOf(file, "producerConfig.batch.size"))
                .as("set nowhere: its section")
                .contains(6);
        assertThat(DriverKeyLines.lineOf(file, "client.httpUrl"))
                .as("missing: its section")
                .contains(2);
        assertThat(DriverKeyLines.lineOf(file, "nowhere")).isEmpty();
        assertThat(DriverKeyLines.lineOf(dir.resolve("absent.yaml"), "name"))
                .as("a worker on another host")
                .isEmpty();
    }
}
