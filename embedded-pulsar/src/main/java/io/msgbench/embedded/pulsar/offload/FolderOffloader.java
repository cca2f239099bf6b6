package io.msgbench.embedded.pulsar.offload;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.apache.bookkeeper.client.api.ReadHandle;
import org.apache.bookkeeper.common.util.OrderedScheduler;
import org.apache.bookkeeper.mledger.LedgerOffloader;
import org.apache.pulsar.common.policies.data.OffloadPolicies;
import org.apache.pulsar.common.policies.data.OffloadPoliciesImpl;

/**
 * Pulsar tiered storage into a local folder, for the embedded standalone: each closed ledger Pulsar offloads
 * is copied from BookKeeper into one file of {@code fileSystemURI} (a {@code file:} URI), and once offloaded,
 * Pulsar reads that ledger back through {@link #readOffloaded} instead of from the bookie. Pulsar's own
 * offloaders (S3, GCS, Hadoop file systems) are not on Maven Central; this one takes their place in Pulsar's
 * offload path (thresholds, deletion lag, the managed ledger's offloaded reads) so the 2020 catch-up study can
 * read offloaded data on one machine. Work for each ledger runs on the scheduler's thread for that ledger.
 */
public final class FolderOffloader implements LedgerOffloader {
    public static final String DRIVER_NAME = "msgbench-folder";

    private final Path folder;
    private final OffloadPoliciesImpl policies;
    private final OrderedScheduler scheduler;

    FolderOffloader(OffloadPoliciesImpl policies, OrderedScheduler scheduler) throws IOException {
        this.folder = folder(policies.getFileSystemURI());
        this.policies = policies;
        this.scheduler = scheduler;
        Files.createDirectories(folder);
    }

    /** The folder a {@code file:} URI names. */
    public static Path folder(String fileSystemUri) throws IOException {
        if (fileSystemUri == null || !fileSystemUri.startsWith("file:")) {
            throw new IOException("the " + DRIVER_NAME + " offloader needs fileSystemURI set to a file: URI of a"
                    + " folder, got " + fileSystemUri);
        }
        return Path.of(URI.create(fileSystemUri));
    }

    @Override
    public String getOffloadDriverName() {
        return DRIVER_NAME;
    }

    @Override
    public CompletableFuture<Void> offload(ReadHandle ledger, UUID uid, Map<String, String> extraMetadata) {
        return CompletableFuture.runAsync(
                () -> {
                    try {
                        OffloadedLedgerFile.write(ledger, file(ledger.getId(), uid));
                    } catch (Exception e) {
                        throw new IllegalStateException(
                                "cannot offload ledger " + ledger.getId() + " to " + folder + ": " + e.getMessage(), e);
                    }
                },
                scheduler.chooseThread(ledger.getId()));
    }

    @Override
    public CompletableFuture<ReadHandle> readOffloaded(
            long ledgerId, UUID uid, Map<String, String> offloadDriverMetadata) {
        return CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return new OffloadedReadHandle(
                                ledgerId,
                                OffloadedLedgerFile.open(file(ledgerId, uid), ledgerId),
                                scheduler.chooseThread(ledgerId));
                    } catch (IOException e) {
                        throw new IllegalStateException(
                                "cannot open offloaded ledger " + ledgerId + ": " + e.getMessage(), e);
                    }
                },
                scheduler.chooseThread(ledgerId));
    }

    @Override
    public CompletableFuture<Void> deleteOffloaded(long ledgerId, UUID uid, Map<String, String> offloadDriverMetadata) {
        return CompletableFuture.runAsync(
                () -> {
                    try {
                        Files.deleteIfExists(file(ledgerId, uid));
                    } catch (IOException e) {
                        throw new IllegalStateException(
                                "cannot delete offloaded ledger " + ledgerId + ": " + e.getMessage(), e);
                    }
                },
                scheduler.chooseThread(ledgerId));
    }

    @Override
    public OffloadPolicies getOffloadPolicies() {
        return policies;
    }

    @Override
    public void close() {
        // nothing held open: each read handle owns its file
    }

    private Path file(long ledgerId, UUID uid) {
        return folder.resolve(ledgerId + "-" + uid + ".ledger");
    }
}
