package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.mqtt5.message.publish.Mqtt5Publish;
import io.msgbench.driver.api.ConsumerCallback;
import java.util.ArrayDeque;
import java.util.Queue;

/**
 * Hands received messages to the callback and acknowledges them (PUBACK at QoS 1), unless paused: once
 * {@link #pause()} returns, nothing reaches the callback until {@link #resume()}. Messages received meanwhile
 * are held in order, unacknowledged; at QoS 1 the broker sends no more than the client's receive maximum
 * ({@code maxInflight}) unacknowledged ones, so the rest waits on the broker, in the consumer's session.
 */
final class DeliveryGate {
    private final ConsumerCallback callback;
    private final Queue<Mqtt5Publish> held = new ArrayDeque<>();
    private boolean paused;

    DeliveryGate(ConsumerCallback callback) {
        this.callback = callback;
    }

    /** On the client's thread, for each message the broker delivers. */
    synchronized void offer(Mqtt5Publish message) {
        if (paused || !held.isEmpty()) {
            held.add(message);
        } else {
            deliver(message);
        }
    }

    synchronized void pause() {
        paused = true;
    }

    /** Delivers what was held, in order, on the caller's thread; the client's next message waits for it. */
    synchronized void resume() {
        paused = false;
        while (!held.isEmpty()) {
            deliver(held.poll());
        }
    }

    private void deliver(Mqtt5Publish message) {
        callback.messageReceived(message.getPayloadAsBytes());
        message.acknowledge();
    }
}
