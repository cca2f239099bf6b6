package io.msgbench.driver.nats;

import io.msgbench.driver.api.ConsumerCallback;
import io.nats.client.Message;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;

/**
 * Hands pulled messages to the callback and acks them, unless paused: once {@link #pause()} returns, nothing
 * reaches the callback until {@link #resume()}. Messages pulled meanwhile are held in order, unacked, and told
 * "in progress" now and then so that JetStream does not redeliver them while the consumer is paused, and
 * delivered first on resume.
 */
final class DeliveryGate {
    /** Well under JetStream's default ack wait of 30 s. */
    private static final Duration KEEP_HELD = Duration.ofSeconds(10);

    private final ConsumerCallback callback;
    private final Queue<Message> held = new ArrayDeque<>();
    private boolean paused;
    private boolean closed;

    DeliveryGate(ConsumerCallback callback) {
        this.callback = callback;
    }

    synchronized void offer(Message message) {
        if (paused || !held.isEmpty()) {
            held.add(message);
        } else {
            deliver(message);
        }
    }

    synchronized void pause() {
        paused = true;
    }

    synchronized boolean isPaused() {
        return paused;
    }

    synchronized void resume() {
        paused = false;
        notifyAll();
    }

    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /**
     * On the consumer's own thread, once it has stopped pulling: waits while paused, then delivers what is held.
     *
     * @return false once closed
     */
    synchronized boolean awaitOpen() throws InterruptedException {
        while (paused && !closed) {
            wait(KEEP_HELD.toMillis());
            held.forEach(Message::inProgress);
        }
        while (!paused && !held.isEmpty()) {
            deliver(held.poll());
        }
        return !closed;
    }

    private void deliver(Message message) {
        callback.messageReceived(message.getData());
        message.ack();
    }
}
