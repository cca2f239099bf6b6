package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The broker faults on the embedded RabbitMQ node reach the Erlang VM (beam.smp) and the private epmd, which run
 * as child processes of the broker's JVM: pause-broker freezes the VM (SIGSTOP), resume thaws it, kill-broker
 * takes both down with the JVM. restart-broker is refused before the run (BrokerFaultRefusalTest). A broker of
 * its own, not RabbitMqBroker's.
 */
class RabbitMqBrokerFaultsTest {

    @Test
    void pauseFreezesTheErlangVmAndKillEndsItAndItsEpmd() throws Exception {
        try (EmbeddedBroker broker = EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("rabbitmq"),
                Duration.ofSeconds(120))) {
            ProcessHandle vm = child(broker.pid(), "beam.smp");
            ProcessHandle epmd = child(broker.pid(), "epmd");

            broker.pause();
            awaitState(vm, true);
            broker.resume();
            awaitState(vm, false);

            broker.kill();
            vm.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            epmd.onExit().get(60, TimeUnit.SECONDS);
            assertThat(vm.isAlive()).isFalse();
            assertThat(epmd.isAlive()).isFalse();
        }
    }

    private static ProcessHandle child(long brokerPid, String command) {
        List<ProcessHandle> found = ProcessHandle.of(brokerPid).orElseThrow().children()
                .filter(child -> child.info().command().orElse("").endsWith(command)).toList();
        assertThat(found).as(command + " among the broker JVM's children").hasSize(1);
        return found.get(0);
    }

    /** The kernel applies a signal after kill(1) returns: asks every 10 ms until the state shows it. */
    private static void awaitState(ProcessHandle process, boolean stopped) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a hang guard
        while (state(process).equals("T") != stopped) {
            assertThat(System.nanoTime()).as("beam.smp %s", stopped ? "never stopped" : "never continued")
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
