package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.msgbench.cli.ExitCode;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark --drivers driver-nats/nats-embedded.yaml} as users call it: the CLI starts Debian's
 * nats-server, runs a study-shaped workload with nothing lost, records the durability and stops the server.
 */
class NatsCliTest {

    @Test
    void theEmbeddedDriverFileRunsAStudyShapedWorkloadWithNothingLost(@TempDir Path dir) throws Exception {
        Path workload = CliTest.write(dir, "study.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 100
                producerRate: 1000
                warmup: 1s
                testDuration: 4s
                """);
        Path result = dir.resolve("result.json");
        String driver = KafkaBroker.home().resolve("driver-nats/nats-embedded.yaml").toString();

        Cli.Outcome outcome = Cli.run("--drivers", driver, "--interval", "2s", "--output", result.toString(),
                workload.toString());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.OK);
        assertThat(outcome.out()).contains("Embedded nats broker ready").contains("lost 0, duplicated 0, out of order 0");
        JsonNode ours = new ObjectMapper().readTree(result.toFile()).get("msgbench");
        assertThat(ours.get("status").asText()).isEqualTo("complete");
        JsonNode settings = ours.get("driverSettings");
        assertThat(settings.get("durability").asText()).startsWith("nats-server 2.9")
                .contains("streams: file storage, 1 replica(s) (checked against the server's answer");
        assertThat(settings.get("serverVersion").asText()).isEqualTo("2.9.10");
        JsonNode counts = ours.get("counts");
        assertThat(counts.get("sent").asLong()).isPositive();
        assertThat(counts.get("received").asLong()).isEqualTo(counts.get("sent").asLong());
        assertThat(counts.get("lost").asLong()).isZero();
        JsonNode environment = ours.get("environment");
        long pid = Long.parseLong(environment.get("embeddedBroker").asText().replaceAll(".*pid (\\d+).*", "$1"));
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("broker stopped").isFalse();
    }

    @Test
    void syncAlwaysIsRefusedBeforeTheRunInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "nats-always.yaml", """
                name: NATS-always
                driverClass: nats
                embeddedBroker: nats
                natsHostUrl: ${embedded.natsHostUrl}
                sync: always
                """);
        Path result = dir.resolve("always.json");

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), "--output", result.toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err()).startsWith("error: " + driver + ":5: sync: always: nats-server 2.9").hasLineCount(1);
        assertThat(outcome.out()).doesNotContain("Starting an embedded");
        assertThat(result).doesNotExist();
    }

    @Test
    void anUnreachableServerIsOneLineNamingTheKey(@TempDir Path dir) throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Path driver = CliTest.write(dir, "nowhere.yaml", """
                name: NATS-nowhere
                driverClass: io.openmessaging.benchmark.driver.nats.NatsBenchmarkDriver
                natsHostUrl: 127.0.0.1:%d
                """.formatted(closedPort));

        Cli.Outcome outcome = Cli.run("--drivers", driver.toString(), smokeWorkload());

        assertThat(outcome.exit()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip()).startsWith("error: " + driver + ":3: natsHostUrl: cannot reach nats-server"
                + " at nats://127.0.0.1:" + closedPort).doesNotContain("\n").doesNotContain("\tat ");
    }

    private static String smokeWorkload() {
        return KafkaBroker.home().resolve("workloads/smoke-20s.yaml").toString();
    }
}
