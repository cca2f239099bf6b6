package io.msgbench.driver.loopback;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import java.util.concurrent.locks.LockSupport;
import org.jctools.queues.MessagePassingQueue;
import org.jctools.queues.MpscChunkedArrayQueue;

/**
 * One consumer: a queue that producers of any thread append to and one delivery thread drains into the
 * callback, unless paused. The queue grows by chunks up to its capacity; a send to a full queue waits.
 */
final class LoopbackConsumer implements BenchmarkConsumer {
    private static final int INITIAL_CHUNK = 1_024;
    private static final long FULL_QUEUE_PARK_NANOS = 50_000;
    private static final int YIELDS_BEFORE_PARK = 1_000;

    private final MpscChunkedArrayQueue<byte[]> queue;
    private final DeliveryThread deliveryThread;
    /** Bound once: a method reference per drain would allocate. */
    private final MessagePassingQueue.Consumer<byte[]> handOver;

    private final Object pauseLock = new Object();
    private volatile boolean paused;
    private volatile boolean closed;
    private Runnable onClose = () -> {};

    LoopbackConsumer(ConsumerCallback callback, int capacity, DeliveryThread deliveryThread) {
        this.queue = new MpscChunkedArrayQueue<>(Math.min(INITIAL_CHUNK, Math.max(2, capacity)), Math.max(4, capacity));
        this.deliveryThread = deliveryThread;
        this.handOver = callback::messageReceived;
    }

    void onClose(Runnable action) {
        this.onClose = action;
    }

    /**
     * Called on the producer's thread: waits while the queue is full (a paused or slow consumer),
     * yielding first (on a busy machine that lets the delivery thread run), then parking.
     */
    void enqueue(byte[] payload) {
        int attempts = 0;
        while (!queue.offer(payload)) {
            if (closed) {
                return;
            }
            deliveryThread.wake();
            if (++attempts < YIELDS_BEFORE_PARK) {
                Thread.yield();
            } else {
                LockSupport.parkNanos(FULL_QUEUE_PARK_NANOS);
            }
        }
        deliveryThread.wake();
    }

    /**
     * Called on the delivery thread: hands up to {@code limit} messages to the callback. Holds the pause lock, so
     * that once {@link #pause()} returns no message is delivered (a delivery begun before it has finished).
     */
    int deliver(int limit) {
        synchronized (pauseLock) {
            if (paused) {
                return 0;
            }
            return queue.drain(handOver, limit);
        }
    }

    boolean hasDeliverable() {
        return !paused && !queue.isEmpty();
    }

    @Override
    public void pause() {
        synchronized (pauseLock) {
            paused = true;
        }
    }

    @Override
    public void resume() {
        paused = false;
        deliveryThread.wake();
    }

    @Override
    public void close() {
        closed = true;
        onClose.run();
        deliveryThread.remove(this);
    }
}
