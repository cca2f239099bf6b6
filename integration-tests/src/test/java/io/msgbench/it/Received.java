package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ConsumerCallback;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The payloads a consumer's callback received, with a wait that wakes on each arrival. */
final class Received implements ConsumerCallback {
    private final List<byte[]> payloads = new ArrayList<>();

    @Override
    public synchronized void messageReceived(byte[] payload) {
        payloads.add(payload);
        notifyAll();
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
            assertThat(left).as("%d of %d messages arrived; still waiting after %s (a hang guard)",
                    payloads.size(), count, guard).isPositive();
            wait(Math.max(1, left / 1_000_000));
        }
    }
}
