package io.msgbench.driver.rocketmq;

import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.rocketmq.acl.common.AclClientRPCHook;
import org.apache.rocketmq.acl.common.SessionCredentials;
import org.apache.rocketmq.client.consumer.DefaultMQPushConsumer;
import org.apache.rocketmq.client.consumer.rebalance.AllocateMessageQueueAveragely;
import org.apache.rocketmq.client.producer.DefaultMQProducer;
import org.apache.rocketmq.remoting.RPCHook;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;

/** Builds the RocketMQ clients the driver's settings describe, each with an instance (and threads) of its own. */
final class Clients {
    /**
     * How long an admin call waits for the name server or a broker: 15 s, not the client's 5 s, which a busy host
     * used up in connecting alone (a name server on a 2-core machine at load 57 left 62 ms for the answer).
     * Admin calls are the run's setup and teardown, not its measured path; a closed port still fails at once.
     */
    private static final long ADMIN_TIMEOUT_MILLIS = 15_000;

    private final RocketMqDriverSettings settings;
    private final RPCHook rpcHook;

    Clients(RocketMqDriverSettings settings) {
        this.settings = settings;
        this.rpcHook = settings.credentials()
                .map(c -> (RPCHook) new AclClientRPCHook(new SessionCredentials(c.accessKey(), c.secretKey())))
                .orElse(null);
    }

    DefaultMQAdminExt admin() {
        DefaultMQAdminExt admin = new DefaultMQAdminExt(rpcHook, ADMIN_TIMEOUT_MILLIS);
        admin.setNamesrvAddr(settings.namesrvAddr());
        admin.setInstanceName(unique("msgbench-admin"));
        admin.setVipChannelEnabled(settings.vipChannel());
        return admin;
    }

    /**
     * One producer group per producer (a group name is unique within a client instance). Async sends go through
     * one thread, so a producer's sends reach the broker in the order it made them (per-key order); a failed
     * async send is not retried, since a retry would overtake later sends. The producer's shutdown leaves a
     * sender it was given running: the caller shuts {@code sender} down after it.
     */
    DefaultMQProducer producer(ExecutorService sender) {
        DefaultMQProducer producer = new DefaultMQProducer(unique("msgbench-producer"), rpcHook);
        producer.setNamesrvAddr(settings.namesrvAddr());
        producer.setInstanceName(unique("msgbench-producer"));
        producer.setVipChannelEnabled(settings.vipChannel());
        settings.maxMessageSize().ifPresent(producer::setMaxMessageSize);
        settings.compressOver().ifPresent(producer::setCompressMsgBodyOverHowmuch);
        producer.setAutoBatch(settings.batching().enabled());
        settings.batching().maxBytes().ifPresent(producer::batchMaxBytes);
        settings.batching().maxDelayMs().ifPresent(producer::batchMaxDelayMs);
        settings.batching().totalMaxBytes().ifPresent(producer::totalBatchMaxBytes);
        producer.setEnableBackpressureForAsyncMode(settings.backpressure().enabled());
        producer.setBackPressureForAsyncSendNum(settings.backpressure().concurrency());
        producer.setRetryTimesWhenSendAsyncFailed(0);
        producer.setAsyncSenderExecutor(sender);
        settings.sendTimeoutMs().ifPresent(producer::setSendMsgTimeout);
        return producer;
    }

    /** The one thread a producer's async sends leave from, in order. */
    static ExecutorService sender() {
        return Executors.newSingleThreadExecutor(r -> daemon(r, "msgbench-rocketmq-send"));
    }

    /** A consumer of the subscription's consumer group; its consumers share the topic's queues. */
    DefaultMQPushConsumer consumer(String group) {
        DefaultMQPushConsumer consumer = new DefaultMQPushConsumer(group, rpcHook, new AllocateMessageQueueAveragely());
        consumer.setNamesrvAddr(settings.namesrvAddr());
        consumer.setInstanceName(unique("msgbench-consumer"));
        consumer.setVipChannelEnabled(settings.vipChannel());
        return consumer;
    }

    private static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static Thread daemon(Runnable runnable, String name) {
        Thread thread = new Thread(runnable, name);
        thread.setDaemon(true);
        return thread;
    }
}
