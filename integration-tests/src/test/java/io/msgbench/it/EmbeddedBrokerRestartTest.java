package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The fault actions stop-broker then restart-broker, on an embedded Kafka broker of its own: a SIGTERM stops
 * the broker but keeps its temporary folder (data, ports), so it comes back on the same address; closing it
 * deletes the folder.
 */
@ResourceLock(Locks.OWN_HEAVY_BROKER)
class EmbeddedBrokerRestartTest {

    @Test
    void aTerminatedBrokerRestartsFromItsFolderAndCloseDeletesIt() {
        Path workDir;
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("kafka"), Duration.ofMinutes(2))) {
            Map<String, String> before = broker.placeholders();
            workDir = workDir(broker.pid());

            broker.terminate();

            assertThat(broker.isAlive()).isFalse();
            assertThat(workDir.resolve("server.properties"))
                    .as("kept for the restart")
                    .exists();
            broker.restart(Duration.ofMinutes(2)); // fails unless the same address comes back
            assertThat(broker.isAlive()).isTrue();
            assertThat(broker.placeholders()).isEqualTo(before);
        }
        assertThat(workDir).doesNotExist();
    }

    private static Path workDir(long pid) {
        List<String> args =
                List.of(ProcessHandle.of(pid).orElseThrow().info().arguments().orElseThrow());
        Path folder = Path.of(args.get(args.indexOf("--work-dir") + 1));
        assertThat(Files.isDirectory(folder)).as("work folder %s", folder).isTrue();
        return folder;
    }
}
