package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.CounterSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class CountersTest {

    @Test
    void countsFromMoreThreadsThanHaveCellsOfTheirOwnAddUpExactly() throws InterruptedException {
        Counters counters = new Counters();
        Counters.Site site = counters.site(); // one site for them all, as a worker's send failures share one
        int threads = LatencyRecorders.DEDICATED_THREADS * 2;
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 1_000; i++) {
                    site.sent(10);
                    site.acked();
                    if (i % 2 == 0) {
                        site.received(10);
                    }
                }
                site.failed();
                site.foreign();
            });
            started.add(thread);
            thread.start();
        }
        for (Thread thread : started) {
            thread.join();
        }
        assertThat(counters.snapshot())
                .isEqualTo(new CounterSnapshot(
                        threads * 1_000L,
                        threads * 10_000L,
                        threads * 1_000L,
                        threads,
                        threads * 500L,
                        threads * 5_000L,
                        threads));
    }

    /**
     * A message's count and its bytes are two writes; a snapshot taken between them would split one message
     * across two intervals. Snapshots taken while two threads count (one with cells of its own, one in the
     * shared cells) must each hold whole messages: bytes are always count times size.
     */
    @Test
    void everySnapshotTakenWhileThreadsCountHoldsWholeMessages() throws InterruptedException {
        Counters counters = new Counters();
        AtomicBoolean counting = new AtomicBoolean(true);
        Thread ownCells = startCounting(counters, counting);
        for (int t = 1; t < LatencyRecorders.DEDICATED_THREADS; t++) { // takes the other cells of their own
            Thread once = new Thread(() -> counters.site().acked());
            once.start();
            once.join();
        }
        Thread sharedCells = startCounting(counters, counting);
        try {
            for (int i = 0; i < 5_000; i++) {
                CounterSnapshot snapshot = counters.snapshot();
                assertThat(snapshot.sentBytes()).as("snapshot %d", i).isEqualTo(snapshot.sent() * 100);
                assertThat(snapshot.receivedBytes()).as("snapshot %d", i).isEqualTo(snapshot.received() * 37);
            }
        } finally {
            counting.set(false);
            ownCells.join();
            sharedCells.join();
        }
        CounterSnapshot last = counters.snapshot();
        assertThat(last.sentBytes()).isEqualTo(last.sent() * 100);
        assertThat(last.acked()).isEqualTo(LatencyRecorders.DEDICATED_THREADS - 1);
    }

    private static Thread startCounting(Counters counters, AtomicBoolean counting) {
        Thread writer = new Thread(() -> {
            Counters.Site site = counters.site();
            while (counting.get()) {
                site.sent(100);
                site.received(37);
            }
        });
        writer.start();
        return writer;
    }
}
