package io.msgbench.driver.loopback;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.LockSupport;

/**
 * Hands queued messages to the callbacks of its consumers, a batch per consumer per pass, so one thread
 * serves thousands of consumers. With nothing to do it spins briefly, then parks until a send wakes it.
 *
 * <p>Why the wake-up cannot be lost: the thread sets {@code sleeping} before its last look at the
 * queues, and a producer reads {@code sleeping} after its offer; one of the two sees the other (and the
 * park has a timeout besides).
 */
final class DeliveryThread extends Thread {
    private static final int BATCH = 256;
    private static final int SPINS_BEFORE_PARK = 200;
    private static final long PARK_NANOS = 1_000_000;

    private final CopyOnWriteArrayList<LoopbackConsumer> consumers = new CopyOnWriteArrayList<>();
    private volatile boolean sleeping;
    private volatile boolean running = true;

    DeliveryThread(String name) {
        super(name);
        setDaemon(true);
    }

    void add(LoopbackConsumer consumer) {
        consumers.add(consumer);
        wake();
    }

    void remove(LoopbackConsumer consumer) {
        consumers.remove(consumer);
    }

    void wake() {
        if (sleeping) {
            LockSupport.unpark(this);
        }
    }

    @Override
    public void run() {
        int idlePasses = 0;
        while (running) {
            int delivered = 0;
            for (LoopbackConsumer consumer : consumers) {
                delivered += deliverQuietly(consumer);
            }
            if (delivered > 0) {
                idlePasses = 0;
            } else if (++idlePasses < SPINS_BEFORE_PARK) {
                Thread.onSpinWait();
            } else {
                sleepUntilWoken();
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
        sleeping = true;
        if (!anythingDeliverable()) {
            LockSupport.parkNanos(this, PARK_NANOS);
        }
        sleeping = false;
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
