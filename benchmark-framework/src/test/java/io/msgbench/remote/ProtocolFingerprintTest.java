package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.worker.Command;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ProtocolFingerprintTest {
    @Test
    void everyCommandItsAnswerAndTheProtocolsOwnMessagesAreInTheShape() {
        Set<String> shapes = ProtocolFingerprint.shapes(ProtocolFingerprint.roots());

        List<String> named = shapes.stream()
                .map(line -> line.substring(0, line.indexOf(' ')))
                .toList();
        Command.types().forEach(command -> assertThat(named).contains(command.getName()));
        assertThat(named)
                .contains(
                        "io.msgbench.worker.WorkerSnapshot",
                        "io.msgbench.worker.DriverInfo",
                        "io.msgbench.worker.Command$ProbesSeen",
                        "io.msgbench.worker.LoadSpec",
                        "io.msgbench.remote.Messages$Heartbeat",
                        "io.msgbench.result.ClockSource");
    }

    /** A field added to a message (as ClockSource was to the clock's answer) changes the shape, and so the hash. */
    @Test
    void aMessagesShapeIsItsFieldsFollowedIntoTheTypesTheyHold() {
        assertThat(ProtocolFingerprint.shapes(List.of(Messages.Clock.class)))
                .containsExactly(
                        "io.msgbench.remote.Messages$Clock record(epochNanos: long, source: io.msgbench.result.ClockSource)",
                        "io.msgbench.result.ClockSource record(kernel: java.lang.String, epochAtZeroNanos: long)");
        assertThat(ProtocolFingerprint.of(List.of(Messages.Clock.class)))
                .isNotEqualTo(ProtocolFingerprint.of(List.of(Messages.Heartbeat.class)));
    }

    @Test
    void theSameBuildAlwaysHasTheSameFingerprint() {
        assertThat(ProtocolFingerprint.of(ProtocolFingerprint.roots()))
                .isEqualTo(ProtocolFingerprint.CURRENT)
                .hasSize(12)
                .matches("[0-9a-f]+");
    }

    @Test
    void aWorkersHeaderNamesItsProtocolAndVersion() {
        assertThat(WorkerIdentity.parse(WorkerIdentity.CURRENT.header())).isEqualTo(WorkerIdentity.CURRENT);
        assertThat(WorkerIdentity.parse("v1")).isEqualTo(new WorkerIdentity("v1", "unknown"));
    }
}
