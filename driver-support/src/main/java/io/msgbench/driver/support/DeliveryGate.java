package io.msgbench.driver.support;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.function.Consumer;

/**
 * A consumer's pause rule as the SPI states it: once {@link #pause()} returns, nothing reaches the callback until
 * {@link #resume()}. Messages offered meanwhile are held in order, unacknowledged, and handed over first, in order,
 * by {@code resume()} itself, before any message offered after it.
 * <pre>{@code
 * DeliveryGate<Message> gate = new DeliveryGate<>(m -> { callback.messageReceived(m.getData()); m.ack(); });
 * gate.offer(message);                                  // on the client's thread, for each message
 * gate.awaitOpen(Duration.ofSeconds(10), Message::inProgress);   // a puller's own thread, while paused
 * }</pre>
 *
 * @param <M> the client's message type
 */
public final class DeliveryGate<M> implements ConsumerGate {
    private final Consumer<M> deliver;
    private final Queue<M> held = new ArrayDeque<>();
    private boolean paused;
    private boolean closed;

    /** @param deliver hands one message to the callback, then acknowledges it; called under the gate's lock */
    public DeliveryGate(Consumer<M> deliver) {
        this.deliver = deliver;
    }

    /** Delivers the message now, or holds it while paused (or while older ones are held). */
    public synchronized void offer(M message) {
        if (paused || !held.isEmpty()) {
            held.add(message);
        } else {
            deliver.accept(message);
        }
    }

    /** Returns once no delivery is in progress: deliveries run under the gate's lock. */
    @Override
    public synchronized void pause() {
        paused = true;
    }

    public synchronized boolean isPaused() {
        return paused;
    }

    /** Delivers what was held, in order, on the caller's thread; wakes a thread waiting in {@link #awaitOpen}. */
    @Override
    public synchronized void resume() {
        paused = false;
        while (!held.isEmpty()) {
            deliver.accept(held.poll());
        }
        notifyAll();
    }

    public synchronized void close() {
        closed = true;
        notifyAll();
    }

    /**
     * On a consumer's own thread: waits while paused, calling {@code whileHeld} on each held message every
     * {@code every} (to keep a broker from redelivering them meanwhile).
     *
     * @return false once closed
     */
    public synchronized boolean awaitOpen(Duration every, Consumer<M> whileHeld) throws InterruptedException {
        while (paused && !closed) {
            wait(every.toMillis());
            held.forEach(whileHeld);
        }
        return !closed;
    }
}
