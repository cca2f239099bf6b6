package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class LastThreadTest {

    /** More threads than slots, all calling one site at once, over and over: each only ever gets its own value. */
    @Test
    void everyThreadGetsItsOwnValueHoweverManyShareTheSite() throws Exception {
        AtomicInteger lookups = new AtomicInteger();
        ThreadLocal<Thread> owner = ThreadLocal.withInitial(() -> {
            lookups.incrementAndGet();
            return Thread.currentThread();
        });
        LastThread<Thread> site = new LastThread<>(owner::get);
        int threads = 20;
        CyclicBarrier start = new CyclicBarrier(threads);
        ConcurrentHashMap<Thread, Thread> wrong = new ConcurrentHashMap<>();
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                for (int i = 0; i < 100_000; i++) {
                    Thread got = site.get();
                    if (got != Thread.currentThread()) {
                        wrong.put(Thread.currentThread(), got);
                    }
                }
            });
            started.add(thread);
            thread.start();
        }
        for (Thread thread : started) {
            thread.join();
        }
        assertThat(wrong).isEmpty();
        assertThat(lookups).hasValue(threads); // the per-thread value itself is made once per thread
    }

    /** The point of it: a thread that calls a site again finds its value there, without the lookup. */
    @Test
    void aThreadCallingAgainSkipsTheLookup() {
        AtomicInteger lookups = new AtomicInteger();
        LastThread<String> site = new LastThread<>(() -> "value " + lookups.incrementAndGet());

        assertThat(site.get()).isEqualTo("value 1");
        assertThat(site.get()).isEqualTo("value 1");
        assertThat(lookups).hasValue(1);
    }
}
