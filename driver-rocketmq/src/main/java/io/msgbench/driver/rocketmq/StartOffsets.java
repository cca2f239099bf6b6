package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.ReadFrom;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.rocketmq.client.exception.MQBrokerException;
import org.apache.rocketmq.common.MixAll;
import org.apache.rocketmq.common.message.MessageQueue;
import org.apache.rocketmq.remoting.protocol.ResponseCode;
import org.apache.rocketmq.remoting.protocol.header.QueryConsumerOffsetRequestHeader;
import org.apache.rocketmq.remoting.protocol.route.BrokerData;
import org.apache.rocketmq.remoting.protocol.route.QueueData;
import org.apache.rocketmq.remoting.protocol.route.TopicRouteData;
import org.apache.rocketmq.remoting.protocol.subscription.SubscriptionGroupConfig;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;

/**
 * Commits a new consumer group's start offsets on the brokers before its first consumer starts: the end of each
 * queue (TAIL) or its start (BEGINNING), as they are when the consumer is created. Without it a push consumer of a
 * new group picks its offset itself, per queue, when it first pulls (after its rebalance, seconds later on a loaded
 * machine), from two requests: "no committed offset", then the queue's current end; a message stored between the
 * two, or before a late first pull, is skipped (the conformance suite's control consumer lost 1 of 51 that way).
 * A group that already has an offset on any queue of the topic keeps its offsets.
 */
final class StartOffsets {
    private static final long TIMEOUT_MS = 10_000;

    private final DefaultMQAdminExt admin;

    StartOffsets(DefaultMQAdminExt admin) {
        this.admin = admin;
    }

    /** Sets where the group starts on every queue of the topic, unless the group has consumed from it before. */
    synchronized void commitIfNew(String topic, String group, ReadFrom readFrom) throws Exception {
        List<MessageQueue> queues = new ArrayList<>();
        Map<String, String> masters = new HashMap<>();
        TopicRouteData route = admin.examineTopicRouteInfo(topic);
        for (BrokerData broker : route.getBrokerDatas()) {
            Optional.ofNullable(broker.getBrokerAddrs().get(MixAll.MASTER_ID))
                    .ifPresent(address -> masters.put(broker.getBrokerName(), address));
        }
        for (QueueData data : route.getQueueDatas()) {
            for (int id = 0; id < data.getReadQueueNums(); id++) {
                queues.add(new MessageQueue(topic, data.getBrokerName(), id));
            }
        }
        for (MessageQueue queue : queues) {
            if (committed(masters.get(queue.getBrokerName()), group, queue).isPresent()) {
                return;
            }
        }
        for (String master : masters.values()) {
            ensureGroup(master, group);
        }
        for (MessageQueue queue : queues) {
            long offset = readFrom == ReadFrom.BEGINNING ? admin.minOffset(queue) : admin.maxOffset(queue);
            admin.updateConsumeOffset(masters.get(queue.getBrokerName()), group, queue, offset);
        }
    }

    /** The group's committed offset on the queue; empty when it has none (never the broker's "0 if in memory"). */
    private Optional<Long> committed(String master, String group, MessageQueue queue) throws Exception {
        QueryConsumerOffsetRequestHeader header = new QueryConsumerOffsetRequestHeader();
        header.setConsumerGroup(group);
        header.setTopic(queue.getTopic());
        header.setQueueId(queue.getQueueId());
        header.setBrokerName(queue.getBrokerName());
        header.setSetZeroIfNotFound(false);
        try {
            return Optional.of(admin.getDefaultMQAdminExtImpl()
                    .getMqClientInstance()
                    .getMQClientAPIImpl()
                    .queryConsumerOffset(master, header, TIMEOUT_MS));
        } catch (MQBrokerException e) {
            if (e.getResponseCode() == ResponseCode.QUERY_NOT_FOUND) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** A broker takes an offset only for a group it knows; a consumer's heartbeat would create it too late. */
    private void ensureGroup(String master, String group) throws Exception {
        try {
            if (admin.examineSubscriptionGroupConfig(master, group) != null) {
                return;
            }
        } catch (MQBrokerException e) {
            if (e.getResponseCode() != ResponseCode.SUBSCRIPTION_GROUP_NOT_EXIST) {
                throw e;
            }
        }
        SubscriptionGroupConfig config = new SubscriptionGroupConfig();
        config.setGroupName(group);
        admin.createAndUpdateSubscriptionGroupConfig(master, config);
    }
}
