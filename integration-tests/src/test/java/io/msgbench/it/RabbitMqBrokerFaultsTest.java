package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
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
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("rabbitmq"), Duration.ofMinutes(2))) {
            ProcessHandle vm = child(broker.pid(), "beam.smp");
            ProcessHandle epmd = child(broker.pid(), "epmd");

            broker.pause();
            ProcessState.await(vm, "beam.smp", true);
            broker.resume();
            ProcessState.await(vm, "beam.smp", false);

            broker.kill();
            vm.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            epmd.onExit().get(60, TimeUnit.SECONDS);
            assertThat(vm.isAlive()).isFalse();
            assertThat(epmd.isAlive()).isFalse();
        }
    }

    private static ProcessHandle child(long brokerPid, String command) {
        List<ProcessHandle> found = ProcessHandle.of(brokerPid)
                .orElseThrow()
                .children()
                .filter(child -> child.info().command().orElse("").endsWith(command))
                .toList();
        assertThat(found).as(command + " among the broker JVM's children").hasSize(1);
        return found.get(0);
    }
}
