package io.msgbench.driver.redis;

import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.support.ConsumerGate;

/**
 * Hands read entries to the callback, unless paused: once {@link #pause()} returns, nothing reaches the
 * callback until {@link #resume()}. The consumer's own thread waits in {@link #deliver} while paused, holding
 * the entries it read (pending in the group, unacknowledged: Redis never redelivers them by itself).
 */
final class BlockingDeliveryGate implements ConsumerGate {
    private final ConsumerCallback callback;
    private boolean paused;
    private boolean closed;

    BlockingDeliveryGate(ConsumerCallback callback) {
        this.callback = callback;
    }

    @Override
    public synchronized void pause() {
        paused = true;
    }

    @Override
    public synchronized void resume() {
        paused = false;
        notifyAll();
    }

    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /** @return false once closed: the entry was not delivered */
    synchronized boolean deliver(byte[] payload) throws InterruptedException {
        if (!awaitOpen()) {
            return false;
        }
        callback.messageReceived(payload);
        return true;
    }

    /** Waits while paused; the callback is called under this lock, so pause() waits for one in progress. */
    synchronized boolean awaitOpen() throws InterruptedException {
        while (paused && !closed) {
            wait();
        }
        return !closed;
    }

    synchronized boolean isClosed() {
        return closed;
    }
}
