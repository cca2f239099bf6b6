package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The broker faults on the embedded Artemis broker, which runs inside the broker's JVM: pause-broker freezes that
 * JVM (SIGSTOP), resume thaws it, kill-broker ends it; restart-broker is refused before the run
 * (BrokerFaultRefusalTest). A broker of its own, not ArtemisBroker's.
 */
class ArtemisBrokerFaultsTest {

    @Test
    void pauseFreezesTheBrokerJvmAndKillEndsIt() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("artemis"),
                Duration.ofSeconds(60))) {
            ProcessHandle jvm = ProcessHandle.of(broker.pid()).orElseThrow();

            broker.pause();
            awaitState(jvm, true);
            broker.resume();
            awaitState(jvm, false);

            broker.kill();
            jvm.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            assertThat(jvm.isAlive()).isFalse();
        }
    }

    /** The kernel applies a signal after kill(1) returns: asks every 10 ms until the state shows it. */
    private static void awaitState(ProcessHandle process, boolean stopped) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a hang guard
        while (state(process).equals("T") != stopped) {
            assertThat(System.nanoTime()).as("broker JVM %s", stopped ? "never stopped" : "never continued")
                    .isLessThan(deadline);
            Thread.sleep(10);
        }
    }

    /** The process state letter from /proc: T = stopped by a signal. */
    private static String state(ProcessHandle process) throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
        return stat.substring(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    }
}
