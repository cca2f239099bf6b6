package io.msgbench.worker;

import io.msgbench.measure.Counters;
import io.msgbench.measure.DeliveryVerifier;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.LatencyRecorders;
import java.util.concurrent.atomic.AtomicReference;

/** Everything a worker's producers and consumers record into, shared by all of them (public for perf's benchmark). */
public final class Measurements {
    final LatencyRecorders latencies = new LatencyRecorders();
    final Counters counters = new Counters();
    final DeliveryVerifier verifier;
    final ProbeTracker probes = new ProbeTracker();
    private final Counters.Site failures = counters.site();
    private final AtomicReference<String> lastSendError = new AtomicReference<>();

    public Measurements(int keyCount) {
        this.verifier = new DeliveryVerifier(keyCount);
    }

    void sendFailed(Throwable error) {
        failures.failed();
        Throwable cause = error.getCause() != null && error instanceof java.util.concurrent.CompletionException
                ? error.getCause()
                : error;
        lastSendError.set(cause.getClass().getSimpleName() + ": " + cause.getMessage());
    }

    WorkerSnapshot snapshot() {
        return new WorkerSnapshot(
                HostClock.epochNanos(),
                counters.snapshot(),
                latencies.intervalHistograms(),
                latencies.nonPositiveEndToEndCount(),
                latencies.lowestNonPositiveEndToEndMicros(),
                lastSendError.getAndSet(null));
    }
}
