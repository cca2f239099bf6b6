package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.client.producer.MessageQueueSelector;
import org.apache.rocketmq.client.producer.SendCallback;
import org.apache.rocketmq.client.producer.SendResult;
import org.apache.rocketmq.client.producer.SendStatus;
import org.apache.rocketmq.common.message.Message;
import org.apache.rocketmq.common.message.MessageQueue;

/**
 * Sends asynchronously with a producer of its own: a keyed message to the queue of its key's hash
 * (a MessageQueueSelector, as OMB's driver), an unkeyed one to the queue the client picks. Done on a send
 * result of SEND_OK; any other status (a flush or a replica that timed out) fails the send, naming it.
 */
final class RocketMqProducer implements BenchmarkProducer {
    private static final MessageQueueSelector BY_KEY = RocketMqProducer::queueOfKey;

    private final DefaultMQProducer producer;
    private final ExecutorService sender;
    private final String topic;

    RocketMqProducer(DefaultMQProducer producer, ExecutorService sender, String topic) {
        this.producer = producer;
        this.sender = sender;
        this.topic = topic;
    }

    static MessageQueue queueOfKey(List<MessageQueue> queues, Message message, Object key) {
        return queues.get(Math.floorMod(key.hashCode(), queues.size()));
    }

    @Override
    public CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Message message = new Message(topic, payload);
        try {
            if (key.isPresent()) {
                producer.send(message, BY_KEY, key.get(), callback(done));
            } else {
                producer.send(message, callback(done));
            }
        } catch (Exception e) {
            done.completeExceptionally(e);
        }
        return done;
    }

    private static SendCallback callback(CompletableFuture<Void> done) {
        return new SendCallback() {
            @Override
            public void onSuccess(SendResult result) {
                if (result.getSendStatus() == SendStatus.SEND_OK) {
                    done.complete(null);
                } else {
                    done.completeExceptionally(new DriverException(
                            "RocketMQ send result " + result.getSendStatus() + " for " + result.getMessageQueue()));
                }
            }

            @Override
            public void onException(Throwable e) {
                done.completeExceptionally(e);
            }
        };
    }

    @Override
    public void close() {
        producer.shutdown();
        sender.shutdown(); // the producer's shutdown ends only a sender of its own making
    }
}
