package io.msgbench.embedded.pulsar.offload;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.apache.bookkeeper.client.BKException;
import org.apache.bookkeeper.client.api.LastConfirmedAndEntry;
import org.apache.bookkeeper.client.api.LedgerEntries;
import org.apache.bookkeeper.client.api.LedgerEntry;
import org.apache.bookkeeper.client.api.LedgerMetadata;
import org.apache.bookkeeper.client.api.ReadHandle;
import org.apache.bookkeeper.client.impl.LedgerEntriesImpl;
import org.apache.bookkeeper.client.impl.LedgerEntryImpl;

/** A closed ledger read back from its offloaded file, on the offloader's thread for that ledger. */
final class OffloadedReadHandle implements ReadHandle {
    private final long ledgerId;
    private final OffloadedLedgerFile.Reader file;
    private final ExecutorService executor;

    OffloadedReadHandle(long ledgerId, OffloadedLedgerFile.Reader file, ExecutorService executor) {
        this.ledgerId = ledgerId;
        this.file = file;
        this.executor = executor;
    }

    @Override
    public CompletableFuture<LedgerEntries> readAsync(long firstEntry, long lastEntry) {
        if (firstEntry < 0 || lastEntry > file.lastEntryId() || firstEntry > lastEntry) {
            return CompletableFuture.failedFuture(new BKException.BKIncorrectParameterException());
        }
        return CompletableFuture.supplyAsync(
                () -> {
                    List<LedgerEntry> entries = new ArrayList<>();
                    try {
                        for (long id = firstEntry; id <= lastEntry; id++) {
                            byte[] bytes = file.entry(id);
                            entries.add(
                                    LedgerEntryImpl.create(ledgerId, id, bytes.length, Unpooled.wrappedBuffer(bytes)));
                        }
                    } catch (IOException e) {
                        entries.forEach(LedgerEntry::close);
                        throw new IllegalStateException(
                                "cannot read offloaded ledger " + ledgerId + ": " + e.getMessage(), e);
                    }
                    return LedgerEntriesImpl.create(entries);
                },
                executor);
    }

    @Override
    public CompletableFuture<LedgerEntries> readUnconfirmedAsync(long firstEntry, long lastEntry) {
        return readAsync(firstEntry, lastEntry); // a closed ledger: everything is confirmed
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
        return file.lastEntryId();
    }

    @Override
    public long getLength() {
        return file.metadata().getLength();
    }

    @Override
    public boolean isClosed() {
        return true;
    }

    @Override
    public CompletableFuture<LastConfirmedAndEntry> readLastAddConfirmedAndEntryAsync(
            long entryId, long timeOutInMillis, boolean parallel) {
        // a long-poll for entries still being added: a closed, offloaded ledger has none (Pulsar's own offloaders
        // do not support it either)
        return CompletableFuture.failedFuture(
                new UnsupportedOperationException("an offloaded ledger is closed: no entries to wait for"));
    }

    @Override
    public long getId() {
        return ledgerId;
    }

    @Override
    public LedgerMetadata getLedgerMetadata() {
        return file.metadata();
    }

    @Override
    public CompletableFuture<Void> closeAsync() {
        try {
            file.close();
            return CompletableFuture.completedFuture(null);
        } catch (IOException e) {
            return CompletableFuture.failedFuture(e);
        }
    }
}
