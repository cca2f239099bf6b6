package io.msgbench.driver.pravega;

import io.msgbench.driver.api.BenchmarkProducer;
import io.pravega.client.stream.Transaction;
import io.pravega.client.stream.TransactionalEventStreamWriter;
import io.pravega.client.stream.TxnFailedException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Writes to one stream in transactions of {@code eventsPerTransaction} events (or fewer, once the open one is
 * {@code maxTransactionAgeMs} old). A send is acknowledged when its transaction's commit returns, never before:
 * publish latency includes the wait for the batch to fill and the commit.
 *
 * <p>Why commits are chained: two transactions committed concurrently could land in either order, breaking
 * per-key order; each commit therefore starts only after the previous one of this producer returned. Only the
 * commit call is chained: a full transaction's events are flushed at once, and the next transaction is begun
 * ahead, so the sender never waits for the controller unless it outruns it.
 */
final class PravegaTransactionalProducer implements BenchmarkProducer {
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(30);

    private final TransactionalEventStreamWriter<byte[]> writer;
    private final TransactionSettings settings;
    private final ScheduledExecutorService timer;
    private final Executor committer;
    // guarded by this
    private OpenTransaction current;
    private CompletableFuture<Transaction<byte[]>> next;
    private CompletableFuture<Void> lastCommit = CompletableFuture.completedFuture(null);

    PravegaTransactionalProducer(
            TransactionalEventStreamWriter<byte[]> writer,
            TransactionSettings settings,
            ScheduledExecutorService timer,
            Executor committer) {
        this.writer = writer;
        this.settings = settings;
        this.timer = timer;
        this.committer = committer;
        this.next = beginAhead();
    }

    @Override
    public synchronized CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        CompletableFuture<Void> ack = new CompletableFuture<>();
        try {
            if (current == null) {
                current = open();
            }
            current.write(key, payload, ack);
        } catch (TxnFailedException | RuntimeException e) {
            ack.completeExceptionally(e);
            if (current != null) {
                current.abort(e);
                current = null;
            }
            return ack;
        }
        if (current.size() >= settings.eventsPerTransaction()) {
            commitCurrent();
        }
        return ack;
    }

    @Override
    public void close() throws Exception {
        CompletableFuture<Void> commits;
        synchronized (this) {
            if (current != null) {
                commitCurrent();
            }
            commits = lastCommit;
        }
        try {
            commits.get(CLOSE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new TimeoutException("the last transaction commits did not return within " + CLOSE_TIMEOUT);
        } finally {
            abortUnused();
            writer.close();
        }
    }

    private CompletableFuture<Transaction<byte[]>> beginAhead() {
        return CompletableFuture.supplyAsync(writer::beginTxn, committer);
    }

    /** Takes the transaction begun ahead (waiting for it if need be) and begins the one after. */
    private OpenTransaction open() {
        CompletableFuture<Transaction<byte[]>> begun = next;
        next = beginAhead();
        // a failed begin fails this send only; the next transaction is already under way
        OpenTransaction transaction = new OpenTransaction(begun.join());
        transaction.ageLimit(timer.schedule(
                () -> commitIfStillOpen(transaction), settings.maxAge().toMillis(), TimeUnit.MILLISECONDS));
        return transaction;
    }

    private synchronized void commitIfStillOpen(OpenTransaction transaction) {
        if (current == transaction) {
            commitCurrent();
        }
    }

    private void commitCurrent() {
        OpenTransaction full = current;
        current = null;
        CompletableFuture<Void> flushed = CompletableFuture.runAsync(full::flush, committer);
        lastCommit = lastCommit.runAfterBoth(flushed, () -> {}).thenRunAsync(full::commit, committer);
    }

    private synchronized void abortUnused() {
        var unused = next.thenAccept(Transaction::abort); // closing does not wait for the abort
    }
}
