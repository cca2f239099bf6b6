package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.result.Metric;
import io.msgbench.result.RunResult;
import io.msgbench.result.RunStatus;
import io.msgbench.workload.KeyDistributorType;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole runs on a real Pulsar standalone: matching counts with keys on a partitioned topic, batching off with
 * Key_Shared on a plain topic in a configured namespace that is left clean, the durability in force in the
 * result, and clear failures for unreachable URLs. Runs are a few seconds each.
 */
@ExtendWith(PulsarBroker.class)
class PulsarBenchmarkRunTest {

    private static WorkloadBuilder workload(String name, int partitions, KeyDistributorType keys, int rate) {
        return Workload.builder()
                .name(name)
                .topics(1)
                .partitionsPerTopic(partitions)
                .subscriptionsPerTopic(1)
                .messageSize(256)
                .producerRate(rate)
                .keyDistributor(keys)
                .warmupDuration(Duration.ofSeconds(2))
                .testDuration(Duration.ofSeconds(5));
    }

    /** The broker's driver file with some text replaced, e.g. a key's value. */
    private static DriverSpec variant(Path dir, Map<String, String> replacements) throws Exception {
        String text = Files.readString(KafkaBroker.home().resolve(PulsarBroker.DRIVER_FILE));
        for (Map.Entry<String, String> replacement : replacements.entrySet()) {
            assertThat(text).contains(replacement.getKey());
            text = text.replace(replacement.getKey(), replacement.getValue());
        }
        Path file = dir.resolve("pulsar-variant.yaml");
        Files.writeString(file, text);
        return PulsarBroker.driver(file);
    }

    /** Each phase's duration and each interval's sends, so that a failed count explains itself. */
    private static String timeline(RunResult result) {
        StringBuilder text = new StringBuilder("phases:");
        result.phases()
                .forEach(p -> text.append(' ')
                        .append(p.phase())
                        .append('=')
                        .append(Duration.between(p.start(), p.end()).toMillis())
                        .append("ms"));
        text.append("; sent per interval:");
        result.intervals().forEach(i -> text.append(' ').append(i.counts().sent()));
        return text.toString();
    }

    private static void assertEveryMessageAccountedFor(RunResult result) {
        assertEveryMessageDeliveredOnce(result);
        assertThat(result.counts().outOfOrder()).isZero();
    }

    /** Each acknowledged message received once, and each acknowledgement and receipt timed: exact counts. */
    private static void assertEveryMessageDeliveredOnce(RunResult result) {
        assertThat(result.status()).as(result.failure()).isEqualTo(RunStatus.COMPLETE);
        var counts = result.counts();
        assertThat(counts.sent()).as(timeline(result)).isPositive();
        assertThat(counts.acked()).isEqualTo(counts.sent());
        assertThat(counts.failed()).isZero();
        assertThat(counts.received()).isEqualTo(counts.sent());
        assertThat(counts.receivedUnique()).isEqualTo(counts.sent());
        assertThat(counts.lost()).isZero();
        assertThat(counts.duplicated()).isZero();
        RecordedCounts.assertEveryAckAndReceiptTimed(result);
    }

    @Test
    void aKeyedRunOnAPartitionedTopicAccountsForEveryMessageAndStatesFsyncOff() throws Exception {
        Workload workload = workload("pulsar-partitioned-keys", 4, KeyDistributorType.KEY_ROUND_ROBIN, 1_000)
                .producersPerTopic(2)
                .consumerPerSubscription(2)
                .build();

        RunResult result = Runs.run(workload, PulsarBroker.driver());

        // exact counts: every message sent acknowledged, received once and timed end to end (how many were sent
        // depends on how far a starved sender falls behind its schedule, which never skips, so that is not judged)
        assertEveryMessageAccountedFor(result);
        assertThat(result.stats(Metric.END_TO_END_LATENCY).count()).isPositive();
        assertThat(result.stats(Metric.PUBLISH_LATENCY).percentile(50.0)).isPositive();
        // a partitioned producer's summed stats carry no latency figures, so none are reported (not zeros)
        assertThat(result.findings().clientBreakdown().measure()).doesNotContainKey("pulsar.send.ms.p50");
        Map<String, String> settings = result.driverSettings();
        assertThat(settings.get("durability"))
                .startsWith("no fsync")
                .contains("journalSyncData=false")
                .contains("1 of 1 bookies");
        assertThat(settings)
                .containsEntry("journalSyncData", "false")
                .containsEntry("clientVersion", "4.0.7")
                .containsEntry("subscriptionType", "Failover")
                .containsEntry("batchingEnabled", "true");
        assertThat(result.findings().topicFacts())
                .as("no offload policy in force: nothing tallied")
                .isEmpty();
        String namespace = settings.get("namespace");
        assertThat(namespace).startsWith("public/msgbench-");
        assertThat(PulsarAdminRest.namespaces("public"))
                .as("the run's namespace is deleted")
                .doesNotContain(namespace);
    }

    /**
     * OMB's pulsar.yaml names its namespace prefix the older way, tenant/cluster/namespace: the run creates its
     * namespace as tenant/namespace-… in the cluster named (today's brokers create no other form).
     */
    @Test
    void aNamespacePrefixWithItsClusterRunsInThatClustersNamespace(@TempDir Path dir) throws Exception {
        String cluster = PulsarAdminRest.clusters().get(0);
        DriverSpec driver = variant(
                dir, Map.of("namespacePrefix: public/msgbench", "namespacePrefix: public/" + cluster + "/msgbench"));
        Workload workload = workload("pulsar-v1-namespace", 1, KeyDistributorType.NO_KEY, 500)
                .build();

        RunResult result = Runs.run(workload, driver);

        assertEveryMessageAccountedFor(result);
        assertThat(result.driverSettings().get("namespace")).startsWith("public/msgbench-");
    }

    @Test
    void batchingOffWithKeySharedInAConfiguredNamespaceKeepsKeyOrderAndLeavesNoTopic(@TempDir Path dir)
            throws Exception {
        DriverSpec driver = variant(
                dir,
                Map.of(
                        "batchingEnabled: true",
                        "batchingEnabled: false",
                        "subscriptionType: Failover",
                        "subscriptionType: Key_Shared",
                        "namespacePrefix: public/msgbench",
                        "namespace: public/default"));
        Workload workload = workload("pulsar-nobatch-keyshared", 1, KeyDistributorType.RANDOM_NANO, 500)
                .producersPerTopic(1)
                .consumerPerSubscription(2)
                .build();

        RunResult result = Runs.run(workload, driver);

        assertEveryMessageAccountedFor(result);
        assertThat(result.driverSettings())
                .containsEntry("batchingEnabled", "false")
                .containsEntry("subscriptionType", "Key_Shared")
                .containsEntry("namespace", "public/default");
        assertThat(result.driverSettings().get("persistencePolicySource")).contains("public/default");
        assertThat(PulsarAdminRest.namespaces("public")).contains("public/default");
        assertThat(PulsarAdminRest.topics("public/default")).noneMatch(topic -> topic.contains("msgbench-"));
        // pulsar-client's own figures (plain topic), sampled every interval, next to end-to-end latency
        Map<String, Double> figures = result.findings().clientBreakdown().measure();
        assertThat(figures)
                .as("client figures")
                .containsKeys("pulsar.send.ms.p50", "pulsar.send.ms.p99", "pulsar.send.ms.max");
        assertThat(figures.get("pulsar.send.ms.p50")).isPositive();
        assertThat(figures.get("pulsar.send.ms.max")).isGreaterThanOrEqualTo(figures.get("pulsar.send.ms.p50"));
    }

    /** Shared: the subscription's two consumers split the messages between them; each still arrives once. */
    @Test
    void aSharedSubscriptionWithTwoConsumersDeliversEveryMessageOnce(@TempDir Path dir) throws Exception {
        DriverSpec driver = variant(dir, Map.of("subscriptionType: Failover", "subscriptionType: Shared"));
        Workload workload = workload("pulsar-shared", 2, KeyDistributorType.NO_KEY, 500)
                .producersPerTopic(1)
                .consumerPerSubscription(2)
                .build();

        RunResult result = Runs.run(workload, driver);

        // Shared promises no order across its consumers, so only order-free counts are checked
        assertEveryMessageDeliveredOnce(result);
        assertThat(result.driverSettings()).containsEntry("subscriptionType", "Shared");
        assertThat(result.shape().consumersPerTopic()).isEqualTo(2);
    }

    @Test
    void oneMeansAPlainTopicAndMoreMeanAPartitionedOne() throws Exception {
        DriverSpec spec = PulsarBroker.driver();
        try (LoadedDriver driver = Runs.driverLoader().load(spec)) {
            driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
            String namespace = driver.describe().get("namespace");
            driver.createTopic("msgbench-plain", 1).get(60, TimeUnit.SECONDS);
            driver.createTopic("msgbench-partitioned", 6).get(60, TimeUnit.SECONDS);

            assertThat(driver.partitionCount("msgbench-plain").get(60, TimeUnit.SECONDS))
                    .contains(1);
            assertThat(driver.partitionCount("msgbench-partitioned").get(60, TimeUnit.SECONDS))
                    .contains(6);
            assertThat(PulsarAdminRest.partitionedTopics(namespace))
                    .containsExactly("persistent://" + namespace + "/msgbench-partitioned");
            driver.deleteTopics(List.of("msgbench-plain", "msgbench-partitioned"))
                    .get(60, TimeUnit.SECONDS);
            assertThat(PulsarAdminRest.topics(namespace)).isEmpty();
        }
    }

    @Test
    void unreachableUrlsAreBadInputNamingKeyAndUrl(@TempDir Path dir) throws Exception {
        Workload workload =
                workload("pulsar-nowhere", 1, KeyDistributorType.NO_KEY, 100).build();

        ConfigException noBroker = catchThrowableOfType(
                () -> Runs.run(workload, variant(dir, Map.of("${embedded.serviceUrl}", "pulsar://127.0.0.1:9"))),
                ConfigException.class);
        assertThat(noBroker).isNotNull();
        assertThat(noBroker.problems())
                .singleElement()
                .asString()
                .contains(": client.serviceUrl: cannot reach Pulsar at pulsar://127.0.0.1:9")
                .contains("Connection refused");

        ConfigException noAdmin = catchThrowableOfType(
                () -> Runs.run(workload, variant(dir, Map.of("${embedded.httpUrl}", "http://127.0.0.1:9"))),
                ConfigException.class);
        assertThat(noAdmin).isNotNull();
        assertThat(noAdmin.problems())
                .singleElement()
                .asString()
                .contains(": client.httpUrl: cannot reach Pulsar's admin API at http://127.0.0.1:9");
    }
}
