package io.msgbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A warning printed during the run is not printed again when the report lists the result's warnings; a note (where
 * the header travels) is printed as it is.
 */
class ConsoleListenerTest {
    @Test
    void printsEachWarningOnce() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleListener console = new ConsoleListener(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        console.warning("producer-only: no subscriptions");
        console.warning("drain: not every acknowledged message was received");
        console.warning("producer-only: no subscriptions");

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines())
                .containsExactly(
                        "warning: producer-only: no subscriptions",
                        "warning: drain: not every acknowledged message was received");
    }

    @Test
    void printsANoteAsItIs() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleListener console = new ConsoleListener(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        console.note(
                "header: out of band (driver 'Kafka' carries it in a Kafka record header 'mb', 28 bytes), 10-byte payload on the wire");

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines())
                .containsExactly(
                        "header: out of band (driver 'Kafka' carries it in a Kafka record header 'mb', 28 bytes), 10-byte payload on the wire");
    }
}
