package io.msgbench.driver.pravega;

import io.pravega.client.stream.Transaction;
import io.pravega.client.stream.TxnFailedException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;

/**
 * One Pravega transaction being filled, with the acknowledgement of every event written to it: they complete
 * together when the commit returns, or fail together. Not thread-safe; its producer serializes the calls.
 */
final class OpenTransaction {
    private final Transaction<byte[]> transaction;
    private final List<CompletableFuture<Void>> acks = new ArrayList<>();
    private ScheduledFuture<?> ageLimit;

    OpenTransaction(Transaction<byte[]> transaction) {
        this.transaction = transaction;
    }

    void write(Optional<String> key, byte[] payload, CompletableFuture<Void> ack) throws TxnFailedException {
        if (key.isPresent()) {
            transaction.writeEvent(key.get(), payload);
        } else {
            transaction.writeEvent(payload); // Pravega then routes the whole transaction by its id
        }
        acks.add(ack);
    }

    int size() {
        return acks.size();
    }

    void ageLimit(ScheduledFuture<?> task) {
        this.ageLimit = task;
    }

    /**
     * Blocks until the events are durable in the transaction's segments, so that the commit that follows is only
     * the controller's call. A failure here is reported by {@link #commit()}, which fails too.
     */
    void flush() {
        try {
            transaction.flush();
        } catch (TxnFailedException | RuntimeException e) {
            // commit() meets the same failure and fails every acknowledgement
        }
    }

    /** Blocks until the controller has accepted the commit; then every event's send is acknowledged. */
    void commit() {
        ageLimit.cancel(false);
        try {
            transaction.commit();
            acks.forEach(ack -> ack.complete(null));
        } catch (TxnFailedException | RuntimeException e) {
            fail(e);
        }
    }

    /** Fails every acknowledgement and drops the transaction. */
    void abort(Throwable reason) {
        ageLimit.cancel(false);
        fail(reason);
        try {
            transaction.abort();
        } catch (RuntimeException ignored) {
            // the events are reported as failed either way
        }
    }

    private void fail(Throwable reason) {
        acks.forEach(ack -> ack.completeExceptionally(reason));
    }
}
