package io.msgbench.driver.rocketmq;

import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.TopicAdmin;
import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.rocketmq.client.exception.MQClientException;
import org.apache.rocketmq.common.TopicConfig;
import org.apache.rocketmq.common.constant.PermName;
import org.apache.rocketmq.remoting.protocol.ResponseCode;
import org.apache.rocketmq.remoting.protocol.route.QueueData;
import org.apache.rocketmq.remoting.protocol.route.TopicRouteData;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;
import org.apache.rocketmq.tools.command.CommandUtil;

/**
 * Topics on the cluster's master brokers, as OMB's driver makes them: a topic's partitions are its message
 * queues, spread evenly over the masters; the count is read back from the name server's route.
 */
final class Topics implements TopicAdmin {
    private final DefaultMQAdminExt admin;
    private final String cluster;
    private final boolean batchCq;

    Topics(DefaultMQAdminExt admin, String cluster, boolean batchCq) {
        this.admin = admin;
        this.cluster = cluster;
        this.batchCq = batchCq;
    }

    Set<String> masters() throws Exception {
        Set<String> masters = CommandUtil.fetchMasterAddrByClusterName(admin, cluster);
        if (masters.isEmpty()) {
            throw new DriverException("RocketMQ cluster '" + cluster + "' has no master broker");
        }
        return masters;
    }

    @Override
    public void create(String topic, int partitions) throws Exception {
        Set<String> masters = masters();
        if (partitions % masters.size() != 0) {
            throw new DriverException(partitions + " partitions cannot be spread evenly over the " + masters.size()
                    + " master brokers of cluster '" + cluster + "'");
        }
        TopicConfig config = new TopicConfig(
                topic,
                partitions / masters.size(),
                partitions / masters.size(),
                PermName.PERM_READ | PermName.PERM_WRITE);
        if (batchCq) {
            config.setAttributes(Map.of("+queue.type", "BatchCQ")); // OMB's batchCQ
        }
        for (String master : masters) {
            admin.createAndUpdateTopicConfig(master, config);
        }
    }

    /** The write queues of every broker that holds the topic, or empty when the name server has no route. */
    @Override
    public Optional<Integer> partitionCount(String topic) throws Exception {
        TopicRouteData route;
        try {
            route = admin.examineTopicRouteInfo(topic);
        } catch (MQClientException e) {
            if (e.getResponseCode() == ResponseCode.TOPIC_NOT_EXIST) {
                return Optional.empty();
            }
            throw e;
        }
        return Optional.of(route.getQueueDatas().stream()
                .mapToInt(QueueData::getWriteQueueNums)
                .sum());
    }

    @Override
    public void delete(Collection<String> topics) throws Exception {
        Set<String> masters = masters();
        Set<String> nameServers = new HashSet<>(admin.getNameServerAddressList());
        for (String topic : topics) {
            admin.deleteTopicInBroker(masters, topic);
            admin.deleteTopicInNameServer(nameServers, cluster, topic);
        }
    }
}
