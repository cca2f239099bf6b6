package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
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
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("artemis"), Duration.ofSeconds(60))) {
            ProcessHandle jvm = ProcessHandle.of(broker.pid()).orElseThrow();

            broker.pause();
            ProcessState.await(jvm, "broker JVM", true);
            broker.resume();
            ProcessState.await(jvm, "broker JVM", false);

            broker.kill();
            jvm.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            assertThat(jvm.isAlive()).isFalse();
        }
    }
}
