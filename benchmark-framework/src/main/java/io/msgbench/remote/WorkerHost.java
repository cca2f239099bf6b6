package io.msgbench.remote;

import io.msgbench.result.CounterSnapshot;
import io.msgbench.result.Metric;
import io.msgbench.worker.LocalWorker;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;

/**
 * The worker JVM's state: one {@link LocalWorker}, serving one coordinator session at a time under a
 * lease. Every request of the session renews the lease; when the coordinator falls silent for
 * {@link #LEASE}, the worker stops its load, closes its clients and driver, and is free again — no load
 * keeps running after its coordinator is gone. Each session's end is logged with what the worker had sent
 * and received, and whether its load stopped.
 */
final class WorkerHost implements AutoCloseable {
    /** Longer than the coordinator's patience with a slow worker (15 s): on a loaded host the lease must not end
     * a session the coordinator still holds (16 worker JVMs on a loaded CI machine missed 6 s). */
    static final Duration LEASE = Duration.ofSeconds(20);

    private static final Duration CHECK_EVERY = Duration.ofMillis(500);

    private final Supplier<LocalWorker> newWorker;
    private final Duration lease;
    private final PrintStream log;
    private final Object work = new Object();
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "msgbench-lease");
        thread.setDaemon(true);
        return thread;
    });
    private volatile LocalWorker worker;
    private String session;
    private long lastContactNanos;
    /** Sessions that ended: a late request of theirs (a heartbeat in flight) must not claim the worker again. */
    private final java.util.Set<String> ended = java.util.Collections.newSetFromMap(new java.util.LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(java.util.Map.Entry<String, Boolean> eldest) {
            return size() > 1_000;
        }
    });

    WorkerHost(Supplier<LocalWorker> newWorker, Duration lease, PrintStream log) {
        this.newWorker = newWorker;
        this.lease = lease;
        this.log = log;
        this.worker = newWorker.get();
        // nothing waits on the schedule: it runs until the watchdog is shut down
        var unused = watchdog.scheduleWithFixedDelay(
                this::expireLease, CHECK_EVERY.toMillis(), CHECK_EVERY.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Thrown when a second coordinator calls while another one holds the lease. */
    static final class BusyException extends RuntimeException {
        BusyException(String message) {
            super(message);
        }
    }

    /** Admits a request of {@code requestSession}, renewing the lease; a session already bound to another fails. */
    synchronized void admit(String requestSession) {
        if (ended.contains(requestSession)) {
            throw new BusyException("session " + requestSession + " has ended; a coordinator starts a new one");
        }
        if (session != null && !session.equals(requestSession)) {
            throw new BusyException("this worker serves another coordinator; it is free once that run ends or "
                    + "after " + lease.toSeconds() + " s without a heartbeat");
        }
        if (session == null) {
            session = requestSession;
            log.println("coordinator session " + requestSession + " started");
        }
        lastContactNanos = System.nanoTime();
    }

    /** Runs one worker call; calls of a session run one at a time. */
    <T> T call(Function<LocalWorker, T> operation) {
        synchronized (work) {
            return operation.apply(worker);
        }
    }

    /** The coordinator is done with this worker: close everything and take the next session. */
    void release(String requestSession) {
        synchronized (this) {
            if (!requestSession.equals(session)) {
                return;
            }
            ended.add(session);
            session = null;
        }
        log.println("coordinator session " + requestSession + " ended");
        reset("coordinator session " + requestSession);
    }

    String state() {
        LocalWorker current = worker;
        return current.loadRunning() ? "running" : "idle";
    }

    CounterSnapshot totals() {
        return worker.totals();
    }

    /** The current load's latencies so far. */
    Map<Metric, Histogram> latencies() {
        return worker.runningLatencies().copy();
    }

    synchronized boolean hasSession() {
        return session != null;
    }

    private void expireLease() {
        String silent;
        synchronized (this) {
            if (session == null || System.nanoTime() - lastContactNanos < lease.toNanos()) {
                return;
            }
            log.println("coordinator session " + session + " silent for " + lease.toSeconds()
                    + " s: stopping the load and closing the clients");
            silent = session;
            ended.add(session);
            session = null;
        }
        reset("coordinator session " + silent);
    }

    /** Stops the load and closes the clients and driver, then logs, under {@code label}, what the worker had done. */
    private void reset(String label) {
        synchronized (work) {
            LocalWorker done = closeWorker();
            CounterSnapshot totals = done.totals();
            log.println(label + ": load " + (done.loadRunning() ? "STILL RUNNING" : "stopped") + ", clients closed; "
                    + totals.sent() + " message(s) sent, " + totals.received() + " received");
            worker = newWorker.get();
        }
    }

    /** Stops the load and closes the clients and driver of the current worker; returns it. */
    private LocalWorker closeWorker() {
        synchronized (work) {
            LocalWorker done = worker;
            try {
                done.close();
            } catch (Exception e) {
                log.println("closing the worker failed: " + e);
            }
            return done;
        }
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
        closeWorker();
    }
}
