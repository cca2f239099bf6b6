package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.result.ResultSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The broker faults on the embedded mosquitto reach mosquitto itself, which runs as the child process of the
 * broker's JVM: pause-broker freezes it (SIGSTOP), resume thaws it, kill-broker takes it down with the JVM.
 * restart-broker is refused before the run (BrokerFaultRefusalTest). A broker of its own, not MosquittoBroker's.
 */
class MqttBrokerFaultsTest {

    @Test
    void pauseFreezesMosquittoAndKillEndsIt() throws Exception {
        try (EmbeddedBroker broker =
                EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("mosquitto"), Duration.ofSeconds(60))) {
            ProcessHandle server = mosquitto(broker.pid());

            broker.pause();
            ProcessState.await(server, "mosquitto", true);
            broker.resume();
            ProcessState.await(server, "mosquitto", false);

            broker.kill();
            server.onExit().get(60, TimeUnit.SECONDS); // a hang guard: without the signal it never exits
            assertThat(server.isAlive()).isFalse();
        }
    }

    /** A run through a 2 s pause of mosquitto: the clients stay connected, every send is acknowledged after it. */
    @Test
    void aPauseDuringARunLosesNothingAndFailsNoSend(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "pause.yaml", """
                topics: 1
                partitionsPerTopic: 2
                messageSize: 100
                producerRate: 500
                warmup: 2s
                testDuration: 8s
                faults:
                  - {at: 2s, action: pause-broker, duration: 2s}
                """);

        Cli.Outcome outcome = Cli.run(
                "--drivers",
                KafkaBroker.home().resolve("driver-mqtt/mqtt-embedded.yaml").toString(),
                "--interval",
                "2s",
                "--output",
                dir.resolve("result.json").toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        // on failure, stderr too: the MQTT driver says there when a client lost its connection and resumed its session
        assertThat(outcome.out())
                .as(outcome.err())
                .contains("1 pause-broker 2s at 2s: done")
                .contains("send errors 0;")
                .contains("Delivery verdict after the faults: lost 0, duplicated 0, out of order 0")
                .contains("failed 0, received");
        RecordedCounts.assertEverySendAcknowledgedAndDelivered(
                ResultSchema.read(dir.resolve("result.json")).get("msgbench").get("counts"));
    }

    private static ProcessHandle mosquitto(long brokerPid) {
        List<ProcessHandle> servers = ProcessHandle.of(brokerPid)
                .orElseThrow()
                .children()
                .filter(child -> child.info().command().orElse("").endsWith("mosquitto"))
                .toList();
        assertThat(servers).as("mosquitto among the broker JVM's children").hasSize(1);
        return servers.get(0);
    }
}
