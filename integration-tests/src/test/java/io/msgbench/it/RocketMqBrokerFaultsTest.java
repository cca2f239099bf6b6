package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import io.msgbench.result.ResultSchema;
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
     * A 2 s freeze loses nothing and fails no send. The broker, once thawed, sheds requests that waited in its send
     * queue longer than waitTimeMillsInSendQueue ("[TIMEOUT_CLEAN_QUEUE] broker busy"; 3 s in the embedded broker,
     * the client's default timeout) or found the page cache busy longer than osPageCacheBusyTimeOutMills: on a
     * loaded machine a 2 s pause exceeded those. Here the driver file gives sends 60 s and the broker keeps them as
     * long, so a failed send would be msgbench's doing.
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
        Path driver = CliTest.write(
                dir,
                "rocketmq-patient.yaml",
                Files.readString(KafkaBroker.home().resolve("driver-rocketmq/rocketmq-embedded.yaml"))
                        .replace("name: RocketMQ-embedded", "name: RocketMQ-patient")
                        .replace("    flushDiskType: ASYNC_FLUSH\n", """
                                    flushDiskType: ASYNC_FLUSH
                                    waitTimeMillsInSendQueue: "60000"
                                    osPageCacheBusyTimeOutMills: "60000"
                                """)
                        .replaceAll("(?m)^sendMsgTimeout: .*$", "sendMsgTimeout: 60000"));

        Cli.Outcome outcome = Cli.run(
                "--drivers",
                driver.toString(),
                "--interval",
                "2s",
                "--output",
                dir.resolve("result.json").toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out())
                .contains("1 pause-broker 2s at 2s: done")
                .contains("Delivery verdict after the faults: lost 0, duplicated 0, out of order 0");
        assertThat(outcome.out()).contains("send errors 0;");
        RecordedCounts.assertEverySendAcknowledgedAndDelivered(
                ResultSchema.read(dir.resolve("result.json")).get("msgbench").get("counts"));
    }
}
