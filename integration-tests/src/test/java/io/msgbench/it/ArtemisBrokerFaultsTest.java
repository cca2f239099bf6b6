package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The broker faults on the embedded Artemis broker, which runs inside the broker's JVM: pause-broker freezes that
 * JVM (SIGSTOP), resume thaws it, kill-broker ends it; restart-broker is refused before the run, in one line. A
 * broker of its own, not ArtemisBroker's.
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

    @Test
    void restartBrokerIsRefusedBeforeTheRunInOneLine(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "restart.yaml", """
                topics: 1
                messageSize: 100
                producerRate: 100
                warmup: 1s
                testDuration: 10s
                faults:
                  - {at: 2s, action: kill-broker}
                  - {at: 4s, action: restart-broker}
                """);

        Cli.Outcome outcome = Cli.run("--drivers", KafkaBroker.home().resolve("driver-artemis/artemis-embedded.yaml")
                .toString(), "--output", dir.resolve("result.json").toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).isEqualTo("error: " + workload + ": faults[1]: restart-broker: the embedded artemis"
                + " broker of driver 'Artemis-embedded' cannot be restarted on its data and ports"
                + " (only an embedded kafka broker can)" + System.lineSeparator());
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(dir.resolve("result.json")).doesNotExist();
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
