package io.msgbench.embedded.pulsar.offload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.zip.ZipFile;
import org.apache.bookkeeper.client.LedgerMetadataBuilder;
import org.apache.bookkeeper.client.api.DigestType;
import org.apache.bookkeeper.client.api.LastConfirmedAndEntry;
import org.apache.bookkeeper.client.api.LedgerEntries;
import org.apache.bookkeeper.client.api.LedgerEntry;
import org.apache.bookkeeper.client.api.LedgerMetadata;
import org.apache.bookkeeper.client.api.ReadHandle;
import org.apache.bookkeeper.client.impl.LedgerEntriesImpl;
import org.apache.bookkeeper.client.impl.LedgerEntryImpl;
import org.apache.bookkeeper.common.util.OrderedScheduler;
import org.apache.bookkeeper.net.BookieId;
import org.apache.pulsar.common.policies.data.OffloadPoliciesImpl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderOffloaderTest {
    private static final long LEDGER = 7;
    private final OrderedScheduler scheduler = OrderedScheduler.newSchedulerBuilder()
            .numThreads(2)
            .name("offload-test")
            .build();

    @TempDir
    Path folder;

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
    }

    @Test
    void aClosedLedgerReadsBackEntryForEntryWithItsMetadataAndIsDeletedWithItsId() throws Exception {
        ClosedLedger ledger = new ClosedLedger(250);
        FolderOffloader offloader = offloader();
        UUID uid = UUID.randomUUID();

        offloader.offload(ledger, uid, Map.of()).get();
        ReadHandle back = offloader.readOffloaded(LEDGER, uid, Map.of()).get();

        assertThat(back.getId()).isEqualTo(LEDGER);
        assertThat(back.getLastAddConfirmed()).isEqualTo(249);
        assertThat(back.getLength()).isEqualTo(ledger.getLength());
        assertThat(back.getLedgerMetadata().getLastEntryId()).isEqualTo(249);
        assertThat(back.getLedgerMetadata().getAllEnsembles())
                .isEqualTo(ledger.getLedgerMetadata().getAllEnsembles());
        try (LedgerEntries entries = back.readAsync(100, 149).get()) {
            List<String> texts = new ArrayList<>();
            entries.forEach(entry -> texts.add(new String(entry.getEntryBytes(), StandardCharsets.UTF_8)));
            assertThat(texts).hasSize(50).first().isEqualTo(ClosedLedger.text(100));
            assertThat(texts).last().isEqualTo(ClosedLedger.text(149));
        }
        assertThatThrownBy(() -> back.readAsync(240, 250).get()).isInstanceOf(ExecutionException.class);
        back.closeAsync().get();

        offloader.deleteOffloaded(LEDGER, uid, Map.of()).get();
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void aFileCutShortIsRefusedSayingWhere() throws Exception {
        FolderOffloader offloader = offloader();
        UUID uid = UUID.randomUUID();
        offloader.offload(new ClosedLedger(3), uid, Map.of()).get();
        Path file = folder.resolve(LEDGER + "-" + uid + ".ledger");
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(whole, whole.length - 5));

        assertThatThrownBy(() -> offloader.readOffloaded(LEDGER, uid, Map.of()).get())
                .hasRootCauseInstanceOf(IOException.class)
                .hasMessageContaining("5 bytes short");
    }

    @Test
    void aFileSystemUriThatIsNoFolderIsRefused() {
        assertThatThrownBy(() -> FolderOffloader.folder("hdfs://namenode:9000/ledgers"))
                .hasMessageContaining("needs fileSystemURI set to a file: URI of a folder");
        assertThat(new FolderOffloaderFactory().isDriverSupported("msgbench-folder"))
                .isTrue();
        assertThat(new FolderOffloaderFactory().isDriverSupported("filesystem")).isFalse();
    }

    @Test
    void theNarNamesTheFactoryPulsarLoads() throws Exception {
        Path nar = OffloaderNar.writeInto(folder.resolve("offloaders")).resolve("msgbench-folder.nar");
        try (ZipFile zip = new ZipFile(nar.toFile())) {
            String yaml = new String(
                    zip.getInputStream(zip.getEntry("META-INF/services/pulsar-offloader.yaml"))
                            .readAllBytes(),
                    StandardCharsets.UTF_8);
            assertThat(yaml)
                    .contains("name: msgbench-folder")
                    .contains("offloaderFactoryClass: " + FolderOffloaderFactory.class.getName());
        }
    }

    private FolderOffloader offloader() throws IOException {
        OffloadPoliciesImpl policies = new OffloadPoliciesImpl();
        policies.setFileSystemURI(folder.toUri().toString());
        return new FolderOffloaderFactory().create(policies, Map.of(), scheduler);
    }

    /** A closed ledger in memory: entry i holds the text "entry i" repeated i % 7 + 1 times. */
    private static final class ClosedLedger implements ReadHandle {
        private final List<byte[]> entries = new ArrayList<>();
        private final LedgerMetadata metadata;

        ClosedLedger(int count) {
            long length = 0;
            for (int i = 0; i < count; i++) {
                byte[] bytes = text(i).getBytes(StandardCharsets.UTF_8);
                entries.add(bytes);
                length += bytes.length;
            }
            metadata = LedgerMetadataBuilder.create()
                    .withId(LEDGER)
                    .withEnsembleSize(1)
                    .withWriteQuorumSize(1)
                    .withAckQuorumSize(1)
                    .withPassword(new byte[0])
                    .withDigestType(DigestType.CRC32C)
                    .newEnsembleEntry(0, List.of(BookieId.parse("127.0.0.1:3181")))
                    .withClosedState()
                    .withLastEntryId(count - 1)
                    .withLength(length)
                    .build();
        }

        static String text(int i) {
            return ("entry " + i + ";").repeat(i % 7 + 1);
        }

        @Override
        public CompletableFuture<LedgerEntries> readAsync(long first, long last) {
            List<LedgerEntry> read = new ArrayList<>();
            for (long id = first; id <= last; id++) {
                byte[] bytes = entries.get((int) id);
                read.add(LedgerEntryImpl.create(LEDGER, id, bytes.length, Unpooled.wrappedBuffer(bytes)));
            }
            return CompletableFuture.completedFuture(LedgerEntriesImpl.create(read));
        }

        @Override
        public CompletableFuture<LedgerEntries> readUnconfirmedAsync(long first, long last) {
            return readAsync(first, last);
        }

        @Override
        public CompletableFuture<Long> readLastAddConfirmedAsync() {
            return CompletableFuture.completedFuture(getLastAddConfirmed());
        }

        @Override
        public CompletableFuture<Long> tryReadLastAddConfirmedAsync() {
            return readLastAddConfirmedAsync();
        }

        @Override
        public long getLastAddConfirmed() {
            return entries.size() - 1L;
        }

        @Override
        public long getLength() {
            return metadata.getLength();
        }

        @Override
        public boolean isClosed() {
            return true;
        }

        @Override
        public CompletableFuture<LastConfirmedAndEntry> readLastAddConfirmedAndEntryAsync(
                long entryId, long timeout, boolean parallel) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long getId() {
            return LEDGER;
        }

        @Override
        public LedgerMetadata getLedgerMetadata() {
            return metadata;
        }

        @Override
        public CompletableFuture<Void> closeAsync() {
            return CompletableFuture.completedFuture(null);
        }
    }
}
