package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.AMQP;
import com.rabbitmq.client.AlreadyClosedException;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.DefaultConsumer;
import com.rabbitmq.client.Envelope;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.support.DeliveryGate;
import io.msgbench.driver.support.GatedConsumer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeoutException;

/**
 * One consumer of a subscription's queue, on a channel of its own with manual acks and a prefetch limit. Paused,
 * it holds what the broker delivers, unacknowledged; the broker stops delivering once {@code prefetch} messages
 * are held, and the rest waits in the queue. Resumed, it hands what it holds over first, in order.
 */
final class RabbitMqConsumer implements GatedConsumer {
    private final Channel channel;
    private final ConsumerCallback callback;
    private final DeliveryGate<Delivery> gate;

    private record Delivery(long tag, byte[] body) {}

    RabbitMqConsumer(Channel channel, String queue, int prefetch, ConsumerCallback callback) throws IOException {
        this.channel = channel;
        this.callback = callback;
        this.gate = new DeliveryGate<>(this::deliver);
        channel.basicQos(prefetch);
        channel.basicConsume(queue, false, new DefaultConsumer(channel) {
            @Override
            public void handleDelivery(
                    String consumerTag, Envelope envelope, AMQP.BasicProperties properties, byte[] body) {
                gate.offer(new Delivery(envelope.getDeliveryTag(), body));
            }
        });
    }

    private void deliver(Delivery delivery) {
        callback.messageReceived(delivery.body());
        try {
            channel.basicAck(delivery.tag(), false);
        } catch (IOException e) {
            throw new UncheckedIOException("RabbitMQ channel failed to acknowledge a delivered message", e);
        }
    }

    @Override
    public DeliveryGate<Delivery> gate() {
        return gate;
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
