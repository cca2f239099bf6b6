package io.msgbench.it;

import static io.msgbench.it.Cli.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broker faults that cannot be carried out are refused before any broker starts, in one line naming the
 * workload file, the fault and the driver: {@code restart-broker} on the Pulsar and Pravega standalones and
 * the NATS server (only the embedded Kafka broker restarts on its data and ports), and any broker fault on a
 * driver without one.
 */
class BrokerFaultRefusalTest {
    private static final String RESTART_WORKLOAD = """
            topics: 1
            messageSize: 100
            producerRate: 100
            warmup: 1s
            testDuration: 10s
            faults:
              - {at: 2s, action: kill-broker}
              - {at: 4s, action: restart-broker}
            """;

    @Test
    void restartBrokerOnThePulsarStandaloneIsRefusedBeforeTheRun(@TempDir Path dir) throws Exception {
        assertRestartRefused(dir, "driver-pulsar/pulsar-embedded.yaml", "pulsar", "Pulsar-embedded");
    }

    @Test
    void restartBrokerOnThePravegaStandaloneIsRefusedBeforeTheRun(@TempDir Path dir) throws Exception {
        assertRestartRefused(dir, "driver-pravega/pravega-embedded.yaml", "pravega", "Pravega-embedded");
    }

    @Test
    void restartBrokerOnTheNatsServerIsRefusedBeforeTheRun(@TempDir Path dir) throws Exception {
        assertRestartRefused(dir, "driver-nats/nats-embedded.yaml", "nats", "NATS-embedded");
    }

    private static void assertRestartRefused(Path dir, String driverFile, String type, String driverName)
            throws Exception {
        Path workload = CliTest.write(dir, "restart.yaml", RESTART_WORKLOAD);

        Cli.Outcome outcome = run("--drivers", KafkaBroker.home().resolve(driverFile).toString(),
                "--output", dir.resolve("result.json").toString(), workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).isEqualTo("error: " + workload + ": faults[1]: restart-broker: the embedded " + type
                + " broker of driver '" + driverName + "' cannot be restarted on its data and ports"
                + " (only an embedded kafka broker can)" + System.lineSeparator());
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(dir.resolve("result.json")).doesNotExist();
    }

    @Test
    void aBrokerFaultOnADriverWithoutAnEmbeddedBrokerIsRefused(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "stop.yaml", RESTART_WORKLOAD);

        Cli.Outcome outcome = run("--drivers", KafkaBroker.home().resolve("driver-kafka/kafka-sync.yaml").toString(),
                workload.toString());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).startsWith("error: " + workload + ": faults: broker faults act on the embedded"
                + " broker, but driver 'Kafka-sync' starts none").hasLineCount(1);
    }
}
