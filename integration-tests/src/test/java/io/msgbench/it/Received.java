package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ConsumerCallback;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The payloads a consumer's callback received (for a header out of band: the bodies, and the headers beside them),
 * with a wait that wakes on each arrival.
 */
final class Received implements ConsumerCallback {
    private final List<byte[]> payloads = new ArrayList<>();
    private final List<byte[]> headers = new ArrayList<>();

    @Override
    public synchronized void messageReceived(byte[] payload) {
        payloads.add(payload);
        headers.add(null);
        notifyAll();
    }

    @Override
    public synchronized void messageReceived(byte[] header, byte[] body) {
        payloads.add(body);
        headers.add(header);
        notifyAll();
    }

    /** Each payload's out-of-band header, in the same order; null for one that came without. */
    synchronized List<byte[]> headers() {
        return new ArrayList<>(headers);
    }

    synchronized List<byte[]> payloads() {
        return List.copyOf(payloads);
    }

    synchronized int size() {
        return payloads.size();
    }

    /** Waits until at least {@code count} have arrived; {@code guard} only stops a hang. */
    synchronized void awaitAtLeast(int count, Duration guard) throws InterruptedException {
        long deadline = System.nanoTime() + guard.toNanos();
        while (payloads.size() < count) {
            long left = deadline - System.nanoTime();
            assertThat(left)
                    .as(
                            "%d of %d messages arrived; still waiting after %s (a hang guard)",
                            payloads.size(), count, guard)
                    .isPositive();
            wait(Math.max(1, left / 1_000_000));
        }
    }
}
