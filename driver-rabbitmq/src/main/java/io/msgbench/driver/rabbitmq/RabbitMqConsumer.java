package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.AlreadyClosedException;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.TimeoutException;

/**
 * One consumer of a subscription's queue, on a channel of its own with manual acks and a prefetch limit. Paused,
 * it holds what the broker delivers, unacknowledged; the broker stops delivering once {@code prefetch} messages
 * are held, and the rest waits in the queue. Resumed, it hands what it holds over first, in order.
 */
final class RabbitMqConsumer implements BenchmarkConsumer {
    private final Channel channel;
    private final ConsumerCallback callback;
    private final Queue<Held> held = new ArrayDeque<>();
    private boolean paused;

    private record Held(long tag, byte[] body) {}

    RabbitMqConsumer(Channel channel, String queue, int prefetch, ConsumerCallback callback) throws IOException {
        this.channel = channel;
        this.callback = callback;
        channel.basicQos(prefetch);
        channel.basicConsume(queue, false, new DefaultConsumer(channel) {
            @Override
            public void handleDelivery(
                    String consumerTag, Envelope envelope, AMQP.BasicProperties properties, byte[] body)
                    throws IOException {
                offer(envelope.getDeliveryTag(), body);
            }
        });
    }

    private synchronized void offer(long tag, byte[] body) throws IOException {
        if (paused || !held.isEmpty()) {
            held.add(new Held(tag, body));
        } else {
            deliver(tag, body);
        }
    }

    private void deliver(long tag, byte[] body) throws IOException {
        callback.messageReceived(body);
        channel.basicAck(tag, false);
    }

    @Override
    public synchronized void pause() {
        paused = true;
    }

    @Override
    public synchronized void resume() {
        paused = false;
        try {
            while (!held.isEmpty()) {
                Held next = held.poll();
                deliver(next.tag(), next.body());
            }
        } catch (IOException e) {
            throw new IllegalStateException("RabbitMQ channel failed while handing over held messages", e);
        }
    }

    /** What is held stays unacknowledged: the broker gives it to the subscription's other consumers. */
    @Override
    public void close() throws IOException, TimeoutException {
        try {
            channel.close();
        } catch (AlreadyClosedException e) {
            // the broker or the connection closed it first
        }
    }
}
