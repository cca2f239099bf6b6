package io.msgbench.driver.loopback;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * Hands queued messages to the callbacks of its consumers, a batch per consumer per pass, so one thread
 * serves thousands of consumers. With nothing to do it spins for 50 µs, then parks until a send wakes it.
 *
 * <p>Why the wake-up cannot be lost: the thread sets {@code sleeping} before its last look at the
 * queues, and a producer reads {@code sleeping} after its offer; one of the two sees the other (and the
 * park has a timeout besides).
 */
final class DeliveryThread extends Thread {
    private static final int BATCH = 256;
    /** Idle this long before parking: waking a parked thread costs the sender a system call. */
    private static final long SPIN_NANOS = 50_000;

    private static final long PARK_NANOS = 1_000_000;

    /** Replaced, never changed in place; an array, because an iterator per pass would allocate. */
    private volatile LoopbackConsumer[] consumers = new LoopbackConsumer[0];

    private final AtomicBoolean sleeping = new AtomicBoolean();
    private volatile boolean running = true;

    DeliveryThread(String name) {
        super(name);
        setDaemon(true);
    }

    synchronized void add(LoopbackConsumer consumer) {
        LoopbackConsumer[] grown = Arrays.copyOf(consumers, consumers.length + 1);
        grown[consumers.length] = consumer;
        consumers = grown;
        wake();
    }

    synchronized void remove(LoopbackConsumer consumer) {
        consumers = Arrays.stream(consumers).filter(c -> c != consumer).toArray(LoopbackConsumer[]::new);
    }

    /** Only the first sender to see the thread asleep wakes it: an unpark per send would cost a system call each. */
    void wake() {
        if (sleeping.get() && sleeping.getAndSet(false)) {
            LockSupport.unpark(this);
        }
    }

    @Override
    public void run() {
        long idleSince = 0;
        while (running) {
            int delivered = 0;
            for (LoopbackConsumer consumer : consumers) {
                delivered += deliverQuietly(consumer);
            }
            if (delivered > 0) {
                idleSince = 0;
            } else if (idleSince == 0) {
                idleSince = System.nanoTime();
            } else if (System.nanoTime() - idleSince < SPIN_NANOS) {
                Thread.onSpinWait();
            } else {
                sleepUntilWoken();
                idleSince = 0;
            }
        }
    }

    /** A callback that throws loses that one message, as a client's poll loop would; the others go on. */
    private static int deliverQuietly(LoopbackConsumer consumer) {
        try {
            return consumer.deliver(BATCH);
        } catch (RuntimeException e) {
            System.err.println("loopback: a consumer callback failed: " + e);
            return 1;
        }
    }

    private void sleepUntilWoken() {
        sleeping.set(true);
        if (!anythingDeliverable()) {
            LockSupport.parkNanos(this, PARK_NANOS);
        }
        sleeping.set(false);
    }

    private boolean anythingDeliverable() {
        for (LoopbackConsumer consumer : consumers) {
            if (consumer.hasDeliverable()) {
                return true;
            }
        }
        return !running;
    }

    void shutdown() throws InterruptedException {
        running = false;
        LockSupport.unpark(this);
        join(10_000);
    }
}
