package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.coordinator.RunOptions;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.result.BacklogReport;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.WorkloadLoader;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The 2020 study's catch-up read from tiered storage, on one machine: the standalone of the shipped
 * {@code pulsar-offload-embedded.yaml} (msgbench's folder offloader, ledgers closing every 2 MB, the run's
 * namespace offloading every closed ledger and dropping its BookKeeper copy at once). A backlog of 10 KB
 * messages is built with the consumer paused, then drained: every message delivered once; the policy in force
 * stated in the result; the backlog's closed ledgers offloaded into the folder and read back from there (a
 * read handle that fails makes the catch-up stall: the drain goes through the offloaded ledgers).
 */
@ResourceLock(Locks.OWN_HEAVY_BROKER)
class PulsarOffloadCatchUpTest {
    static final String DRIVER_FILE = "driver-pulsar/pulsar-offload-embedded.yaml";
    /**
     * Also the catch-up's stall bound (a drain that gets no lower for this long fails): a bound against a hang, not
     * a judged speed. Beside a second suite (load average 30-60, 2026-11-29) the drain from offloaded ledgers got
     * no lower for 30 s, the suite's usual bound, in three of four runs; alone it passes. A read handle that fails
     * stalls the drain for good, so it still fails here, 90 s later.
     */
    private static final Duration STALL_BOUND = Duration.ofMinutes(2);

    private static final RunOptions KEEP_TOPICS =
            new RunOptions(Runs.OPTIONS.sampleInterval(), Runs.OPTIONS.probeTimeout(), STALL_BOUND, true);
    private static EmbeddedBroker broker;

    @BeforeAll
    static void startTheStandaloneOfTheShippedFile() {
        DriverSpec spec = DriverSpecLoader.load(KafkaBroker.home().resolve(DRIVER_FILE));
        broker = EmbeddedBroker.start(KafkaBroker.home(), spec.embeddedBroker().orElseThrow(), Duration.ofMinutes(4));
    }

    @AfterAll
    static void stop() {
        if (broker != null) {
            broker.close();
        }
    }

    @Test
    void theCatchUpDrainsABacklogKeptInOffloadedLedgersWithNothingLost(@TempDir Path dir) throws Exception {
        // the shipped catch-up workload's shape on one partition, 10 MB of backlog instead of 100 GB; 2 MB/s, so
        // that the catch-up has room to drain on a loaded 2-core runner: the consumer reads what the machine lets
        // it (1,461 msg/s once; 448 and 532 msg/s beside a second suite and two builds, 2026-11-29, where 500
        // msg/s produced left it no room and both suites failed on the stall bound)
        Path workload = CliTest.write(dir, "catch-up.yaml", """
                topics: 1
                partitionsPerTopic: 1
                messageSize: 10000
                producersPerTopic: 1
                subscriptionsPerTopic: 1
                consumerPerSubscription: 1
                producerRate: 200
                consumerBacklogSizeGB: 0.01
                backlogDrainRatio: 1.0
                warmup: 1s
                testDuration: 2s
                """);
        // the shipped driver file: its consumer queue (100 messages, 1 MB) is a tenth of the backlog, so the
        // catch-up reads the rest from the broker's storage
        RunResult result = Runs.run(WorkloadLoader.load(workload), shippedDriver(), KEEP_TOPICS);

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.findings().backlog().verdict()).isEqualTo(BacklogReport.DRAINED);
        assertThat(result.counts().received()).isEqualTo(result.counts().sent()).isPositive();
        assertThat(result.counts().lost()).isZero();
        assertThat(result.counts().duplicated()).isZero();
        assertThat(result.driverSettings().get("offload"))
                .isEqualTo("closed ledgers offloaded to 'msgbench-folder'"
                        + " once a topic holds more than 0 bytes (namespace policy) in BookKeeper; deleted from BookKeeper"
                        + " 0 ms (namespace policy) after");

        // what the result records it found: the backlog's ledgers (five closed by its end) in tiered storage
        assertThat(offloadedInTally(result))
                .as(result.findings().topicFacts().toString())
                .isGreaterThanOrEqualTo(3);
        assertThat(result.findings().topicFacts().get("tieredStorage")).contains("over 1 partition(s)");

        String topic = result.driverSettings().get("namespace") + "/"
                + result.findings().topics().get(0);
        // 10 MB of backlog in 2 MB ledgers: at least four closed; each offloaded in the background once closed
        List<Long> offloaded = awaitOffloaded(topic, 4);
        assertThat(offloaded).as("offloaded ledgers of " + topic).hasSizeGreaterThanOrEqualTo(4);
        // the topic's first message lies in its first ledger, offloaded: Pulsar reads offloaded ledgers from
        // tiered storage first, so this comes back through the folder offloader's read handle
        HttpResponse<byte[]> first = PulsarAdminRest.examineMessage(httpUrl(), topic, 1);
        assertThat(first.body()).isNotEmpty();
        Path folder = Path.of(broker.placeholders().get("embedded.offloadFolder"));
        try (Stream<Path> files = Files.list(folder)) {
            List<String> names =
                    files.map(file -> file.getFileName().toString()).toList();
            assertThat(offloaded)
                    .allSatisfy(ledger -> assertThat(names)
                            .anyMatch(name -> name.startsWith(ledger + "-") && name.endsWith(".ledger")));
        }
    }

    @Test
    void theResultTalliesTheOffloadedLedgersOfEveryPartition(@TempDir Path dir) throws Exception {
        // 5 MB/s for 4 s over two partitions: about 10 MB each, in 2 MB ledgers, several closed and offloaded
        Path workload = CliTest.write(dir, "partitioned.yaml", """
                topics: 1
                partitionsPerTopic: 2
                messageSize: 10000
                producersPerTopic: 1
                subscriptionsPerTopic: 1
                consumerPerSubscription: 2
                producerRate: 200
                warmup: 1s
                testDuration: 4s
                """);
        RunResult result = Runs.run(WorkloadLoader.load(workload), shippedDriver());

        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        assertThat(result.findings().topicFacts().get("tieredStorage")).contains("over 2 partition(s)");
        assertThat(offloadedInTally(result))
                .as(result.findings().topicFacts().toString())
                .isPositive();
    }

    /** The shipped driver file as it is, on this class's standalone. */
    private static DriverSpec shippedDriver() {
        return DriverSpecLoader.load(KafkaBroker.home().resolve(DRIVER_FILE)).withPlaceholders(broker.placeholders());
    }

    /** The number of offloaded ledgers the result's tally states ("N of M ledgers offloaded ..."). */
    private static int offloadedInTally(RunResult result) {
        Matcher tally = Pattern.compile("^(\\d+) of (\\d+) ledgers offloaded")
                .matcher(result.findings().topicFacts().getOrDefault("tieredStorage", ""));
        assertThat(tally.find())
                .as("tally in " + result.findings().topicFacts())
                .isTrue();
        return Integer.parseInt(tally.group(1));
    }

    /** The topic's offloaded ledgers once there are {@code atLeast}, or after a minute, whatever there are then. */
    private static List<Long> awaitOffloaded(String topic, int atLeast) throws Exception {
        long giveUp = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        List<Long> offloaded = offloadedLedgers(topic);
        while (offloaded.size() < atLeast && System.nanoTime() < giveUp) {
            Thread.sleep(200);
            offloaded = offloadedLedgers(topic);
        }
        return offloaded;
    }

    private static String httpUrl() {
        return broker.placeholders().get("embedded.httpUrl");
    }

    /** The topic's ledgers that the broker records as offloaded. */
    private static List<Long> offloadedLedgers(String topic) throws Exception {
        JsonNode stats = PulsarAdminRest.internalStats(httpUrl(), topic);
        List<Long> offloaded = new ArrayList<>();
        for (JsonNode ledger : stats.get("ledgers")) {
            if (ledger.path("offloaded").asBoolean()) {
                offloaded.add(ledger.get("ledgerId").asLong());
            }
        }
        return offloaded;
    }
}
