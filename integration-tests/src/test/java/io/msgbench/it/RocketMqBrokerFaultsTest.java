package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The broker faults on the embedded RocketMQ: name server and broker are one JVM, so pause-broker freezes both
 * (SIGSTOP) and kill-broker ends both, like the embedded Kafka's. restart-broker is refused before the run
 * (BrokerFaultRefusalTest). Each test starts a broker of its own, not RocketMqBroker's.
 */
class RocketMqBrokerFaultsTest {

    /**
     * A 2 s freeze is far shorter than the send timeout the driver file sets (60 s; a loaded machine took the
     * client's own 3 s default past it, and sends failed that the broker then stored): every send is answered
     * after it, none lost.
     */
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
        Path driver = CliTest.write(dir, "rocketmq-patient.yaml",
                Files.readString(KafkaBroker.home().resolve("driver-rocketmq/rocketmq-embedded.yaml"))
                        .replace("name: RocketMQ-embedded", "name: RocketMQ-patient") + "sendMsgTimeout: 60000\n");

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), "--interval", "2s", "--output",
                dir.resolve("result.json").toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out()).contains("1 pause-broker 2s at 2s: done").contains("send errors 0;")
                .contains("Delivery verdict after the faults: lost 0, duplicated 0, out of order 0")
                .contains("failed 0, received");
    }
}
