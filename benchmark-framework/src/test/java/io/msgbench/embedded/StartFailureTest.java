package io.msgbench.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A broker that could not start is reported by the launcher's own line, not by a stack trace. */
class StartFailureTest {

    @Test
    void theLaunchersFailureLineIsTheReason(@TempDir Path workDir) throws Exception {
        Files.writeString(workDir.resolve(BrokerModule.LOG_FILE), """
                [main] ERROR io.msgbench.embedded.launcher.Launcher - startup failed
                java.lang.IllegalStateException: nats-server is not installed; install it with: bin/install-broker nats
                \tat io.msgbench.embedded.nats.NatsServerBinary.find(NatsServerBinary.java:33)
                msgbench embedded NATS failed to start: IllegalStateException: nats-server is not installed; install \
                it with: bin/install-broker nats
                """);

        assertThat(BrokerLog.startFailure(workDir))
                .contains("IllegalStateException: nats-server is not"
                        + " installed; install it with: bin/install-broker nats");
    }

    @Test
    void aLogWithoutItHasNone(@TempDir Path workDir) throws Exception {
        Files.writeString(workDir.resolve(BrokerModule.LOG_FILE), "Exception in thread \"main\" java.lang.Error\n");

        assertThat(BrokerLog.startFailure(workDir)).isEmpty();
        assertThat(BrokerLog.startFailure(workDir.resolve("gone"))).isEmpty();
    }
}
