package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CountersTest {

    @Test
    void countsFromMoreThreadsThanHaveCellsOfTheirOwnAddUpExactly() throws InterruptedException {
        Counters counters = new Counters();
        int threads = LatencyRecorders.DEDICATED_THREADS * 2;
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < 1_000; i++) {
                    counters.sent(10);
                    counters.acked();
                    if (i % 2 == 0) {
                        counters.received(10);
                    }
                }
                counters.failed();
                counters.foreign();
            });
            started.add(thread);
            thread.start();
        }
        for (Thread thread : started) {
            thread.join();
        }
        assertThat(counters.snapshot()).isEqualTo(new CounterSnapshot(threads * 1_000L, threads * 10_000L,
                threads * 1_000L, threads, threads * 500L, threads * 5_000L, threads));
    }
}
