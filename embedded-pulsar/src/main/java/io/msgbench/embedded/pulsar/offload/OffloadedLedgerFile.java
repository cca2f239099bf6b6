package io.msgbench.embedded.pulsar.offload;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Optional;
import org.apache.bookkeeper.client.api.LedgerEntries;
import org.apache.bookkeeper.client.api.LedgerEntry;
import org.apache.bookkeeper.client.api.LedgerMetadata;
import org.apache.bookkeeper.client.api.ReadHandle;
import org.apache.bookkeeper.meta.LedgerMetadataSerDe;

/**
 * One offloaded ledger as one file: a magic number, the ledger's own metadata as BookKeeper serializes it,
 * then every entry as (entry id, length, bytes), in order. Written to a temporary name and moved into place,
 * so a file under its final name is always whole.
 */
final class OffloadedLedgerFile {
    private static final int MAGIC = 0x4d424f4c; // "MBOL"
    private static final int ENTRIES_PER_READ = 100;
    private static final LedgerMetadataSerDe METADATA = new LedgerMetadataSerDe();

    private OffloadedLedgerFile() {}

    /** Copies every entry of a closed ledger from BookKeeper into {@code file}. */
    static void write(ReadHandle ledger, Path file) throws Exception {
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(partial)))) {
            byte[] metadata = METADATA.serialize(ledger.getLedgerMetadata());
            out.writeInt(MAGIC);
            out.writeInt(metadata.length);
            out.write(metadata);
            long last = ledger.getLastAddConfirmed();
            for (long first = 0; first <= last; first += ENTRIES_PER_READ) {
                try (LedgerEntries entries = ledger.readAsync(first, Math.min(last, first + ENTRIES_PER_READ - 1))
                        .get()) {
                    for (LedgerEntry entry : entries) {
                        byte[] bytes = entry.getEntryBytes();
                        out.writeLong(entry.getEntryId());
                        out.writeInt(bytes.length);
                        out.write(bytes);
                    }
                }
            }
        }
        Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Opens a file {@link #write} made: its metadata, and where each entry starts. */
    static Reader open(Path file, long ledgerId) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            ByteBuffer head = read(channel, 0, 8);
            if (head.getInt() != MAGIC) {
                throw new IOException(file + " is not a ledger offloaded by msgbench's folder offloader");
            }
            int metadataLength = head.getInt();
            LedgerMetadata metadata =
                    METADATA.parseConfig(read(channel, 8, metadataLength).array(), ledgerId, Optional.empty());
            return new Reader(channel, metadata, entryOffsets(channel, 8L + metadataLength));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /** Entry ids run 0, 1, 2 … so the offsets array is indexed by entry id. */
    private static long[] entryOffsets(FileChannel channel, long start) throws IOException {
        long[] offsets = new long[16];
        int count = 0;
        long size = channel.size();
        long position = start;
        for (; position < size; count++) {
            ByteBuffer header = read(channel, position, 12);
            long entryId = header.getLong();
            if (entryId != count) {
                throw new IOException("entry " + count + " expected at byte " + position + ", found " + entryId);
            }
            if (count == offsets.length) {
                offsets = Arrays.copyOf(offsets, count * 2);
            }
            offsets[count] = position;
            position += 12 + header.getInt();
        }
        if (position > size) {
            throw new IOException("offloaded ledger file ends at byte " + size + ", inside entry " + (count - 1) + ": "
                    + (position - size) + " bytes short");
        }
        return Arrays.copyOf(offsets, count);
    }

    private static ByteBuffer read(FileChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, position + buffer.position()) < 0) {
                throw new IOException("offloaded ledger file ends at byte " + (position + buffer.position()) + ", "
                        + buffer.remaining() + " bytes short");
            }
        }
        return buffer.flip();
    }

    /** An opened offloaded ledger; positional reads, safe from any thread. */
    record Reader(FileChannel channel, LedgerMetadata metadata, long[] offsets) implements AutoCloseable {
        long lastEntryId() {
            return offsets.length - 1L;
        }

        byte[] entry(long entryId) throws IOException {
            ByteBuffer header = read(channel, offsets[(int) entryId], 12);
            header.getLong();
            return read(channel, offsets[(int) entryId] + 12, header.getInt()).array();
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
