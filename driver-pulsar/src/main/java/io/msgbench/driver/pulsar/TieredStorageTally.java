package io.msgbench.driver.pulsar;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.common.naming.TopicName;
import org.apache.pulsar.common.policies.data.ManagedLedgerInternalStats.LedgerInfo;

/**
 * How much of the run's topics lies in tiered storage, counted from every partition's internal stats: the
 * policy line says what the broker is told to do, this says what it did (an offloader that cannot start only
 * logs, and the data stays in BookKeeper).
 */
final class TieredStorageTally {
    /** The result's key for the tally. */
    static final String FACT = "tieredStorage";

    private final PulsarAdmin admin;
    private final PulsarTopics topics;

    TieredStorageTally(PulsarAdmin admin, PulsarTopics topics) {
        this.admin = admin;
        this.topics = topics;
    }

    /** The tally of the topics' ledgers now, in words. */
    CompletableFuture<String> count(List<String> names) {
        CompletableFuture<Tally> total = CompletableFuture.completedFuture(Tally.NONE);
        for (String name : names) {
            CompletableFuture<Tally> topic = partitions(topics.fullName(name)).thenCompose(this::countAll);
            total = total.thenCombine(topic, Tally::plus);
        }
        return total.thenApply(Tally::words);
    }

    private CompletableFuture<List<String>> partitions(String full) {
        return admin.topics()
                .getPartitionedTopicMetadataAsync(full)
                .thenApply(metadata -> metadata.partitions > 0
                        ? IntStream.range(0, metadata.partitions)
                                .mapToObj(
                                        i -> TopicName.get(full).getPartition(i).toString())
                                .toList()
                        : List.of(full));
    }

    private CompletableFuture<Tally> countAll(List<String> partitions) {
        CompletableFuture<Tally> total = CompletableFuture.completedFuture(Tally.NONE);
        for (String partition : partitions) {
            total = total.thenCombine(
                    admin.topics().getInternalStatsAsync(partition).thenApply(stats -> Tally.of(stats.ledgers)),
                    Tally::plus);
        }
        return total;
    }

    /** Ledgers and bytes, all and offloaded, over {@code partitions} partitions. */
    record Tally(int partitions, int ledgers, int offloaded, long bytes, long offloadedBytes) {
        static final Tally NONE = new Tally(0, 0, 0, 0, 0);

        static Tally of(List<LedgerInfo> ledgers) {
            Tally tally = new Tally(1, 0, 0, 0, 0);
            for (LedgerInfo ledger : ledgers) {
                tally = tally.plus(
                        new Tally(0, 1, ledger.offloaded ? 1 : 0, ledger.size, ledger.offloaded ? ledger.size : 0));
            }
            return tally;
        }

        Tally plus(Tally other) {
            return new Tally(
                    partitions + other.partitions,
                    ledgers + other.ledgers,
                    offloaded + other.offloaded,
                    bytes + other.bytes,
                    offloadedBytes + other.offloadedBytes);
        }

        /** For example "4 of 6 ledgers offloaded (8.0 of 10.3 MB) over 1 partition(s), at the run's end". */
        String words() {
            return String.format(
                    Locale.ROOT,
                    "%d of %d ledgers offloaded (%.1f of %.1f MB) over %d partition(s),"
                            + " at the run's end (each partition's open ledger counted, never offloaded)",
                    offloaded,
                    ledgers,
                    offloadedBytes / 1048576.0,
                    bytes / 1048576.0,
                    partitions);
        }
    }
}
