package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import java.util.List;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.apache.rocketmq.client.consumer.DefaultMQPushConsumer;
import org.apache.rocketmq.client.consumer.listener.ConsumeOrderlyContext;
import org.apache.rocketmq.client.consumer.listener.ConsumeOrderlyStatus;
import org.apache.rocketmq.client.consumer.listener.MessageListenerOrderly;
import org.apache.rocketmq.client.exception.MQClientException;
import org.apache.rocketmq.common.consumer.ConsumeFromWhere;
import org.apache.rocketmq.common.message.MessageExt;

/**
 * One consumer of a subscription's consumer group, with an orderly listener: a queue is consumed by one thread
 * at a time, in order (per-key order). Paused, it stops pulling and hands each batch back to the client
 * (SUSPEND_CURRENT_QUEUE_A_MOMENT), which offers it again, in order, after a short suspension.
 */
final class RocketMqConsumer implements BenchmarkConsumer {
    private static final long SUSPEND_MS = 100; // how soon a batch handed back during a pause is offered again

    private final DefaultMQPushConsumer consumer;
    private final ConsumerCallback callback;
    // deliveries hold the read lock; pause() takes the write lock, so it returns after any delivery in progress
    private final ReadWriteLock gate = new ReentrantReadWriteLock();
    private volatile boolean paused;

    RocketMqConsumer(DefaultMQPushConsumer consumer, String topic, ConsumeFromWhere from, ConsumerCallback callback)
            throws MQClientException {
        this.consumer = consumer;
        this.callback = callback;
        consumer.setConsumeFromWhere(from);
        consumer.subscribe(topic, "*");
        consumer.registerMessageListener((MessageListenerOrderly) this::consume);
        consumer.start();
    }

    private ConsumeOrderlyStatus consume(List<MessageExt> messages, ConsumeOrderlyContext context) {
        gate.readLock().lock();
        try {
            if (paused) {
                context.setSuspendCurrentQueueTimeMillis(SUSPEND_MS);
                return ConsumeOrderlyStatus.SUSPEND_CURRENT_QUEUE_A_MOMENT;
            }
            for (MessageExt message : messages) {
                callback.messageReceived(message.getBody());
            }
            return ConsumeOrderlyStatus.SUCCESS;
        } finally {
            gate.readLock().unlock();
        }
    }

    @Override
    public void pause() {
        gate.writeLock().lock();
        try {
            paused = true;
        } finally {
            gate.writeLock().unlock();
        }
        consumer.suspend();
    }

    @Override
    public void resume() {
        paused = false;
        consumer.resume();
    }

    /** Commits the group's offsets and leaves the group; its queues go to the group's other consumers. */
    @Override
    public void close() {
        consumer.shutdown();
    }
}
