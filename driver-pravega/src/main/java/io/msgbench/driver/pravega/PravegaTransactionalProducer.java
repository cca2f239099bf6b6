package io.msgbench.driver.pravega;

import io.msgbench.driver.api.BenchmarkProducer;
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
 * per-key order; each commit therefore starts only after the previous one of this producer returned.
 */
final class PravegaTransactionalProducer implements BenchmarkProducer {
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(30);

    private final TransactionalEventStreamWriter<byte[]> writer;
    private final TransactionSettings settings;
    private final ScheduledExecutorService timer;
    private final Executor committer;
    // guarded by this
    private OpenTransaction current;
    private CompletableFuture<Void> lastCommit = CompletableFuture.completedFuture(null);

    PravegaTransactionalProducer(TransactionalEventStreamWriter<byte[]> writer, TransactionSettings settings,
                                 ScheduledExecutorService timer, Executor committer) {
        this.writer = writer;
        this.settings = settings;
        this.timer = timer;
        this.committer = committer;
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
            writer.close();
        }
    }

    private OpenTransaction open() {
        OpenTransaction transaction = new OpenTransaction(writer.beginTxn());
        transaction.ageLimit(timer.schedule(() -> commitIfStillOpen(transaction), settings.maxAge().toMillis(),
                TimeUnit.MILLISECONDS));
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
        lastCommit = lastCommit.thenRunAsync(full::commit, committer);
    }
}
