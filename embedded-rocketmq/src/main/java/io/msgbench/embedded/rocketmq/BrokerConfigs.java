package io.msgbench.embedded.rocketmq;

import io.msgbench.embedded.launcher.Loopback;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.apache.rocketmq.common.BrokerConfig;
import org.apache.rocketmq.common.MixAll;
import org.apache.rocketmq.common.namesrv.NamesrvConfig;
import org.apache.rocketmq.remoting.netty.NettyClientConfig;
import org.apache.rocketmq.remoting.netty.NettyServerConfig;
import org.apache.rocketmq.store.config.MessageStoreConfig;

/** RocketMQ's configuration objects for one name server and one broker on loopback, store in the work folder. */
final class BrokerConfigs {
    static final String CLUSTER = "DefaultCluster";
    static final String BROKER_NAME = "broker-a";
    private static final long CLIENT_SEND_TIMEOUT_MS = 3_000; // DefaultMQProducer's sendMsgTimeout
    private static final int COMMIT_LOG_FILE_BYTES = 64 * 1024 * 1024; // RocketMQ's 1 GiB files are for disks

    final NamesrvConfig namesrv = new NamesrvConfig();
    final NettyServerConfig namesrvServer = new NettyServerConfig();
    final BrokerConfig broker = new BrokerConfig();
    final NettyServerConfig brokerServer = new NettyServerConfig();
    final MessageStoreConfig store = new MessageStoreConfig();

    private BrokerConfigs() {}

    /**
     * Our defaults first, then the user's settings on top (RocketMQ's broker.conf keys).
     *
     * @throws IllegalArgumentException for a key neither BrokerConfig nor MessageStoreConfig has
     */
    static BrokerConfigs build(Properties node, Path workDir) {
        BrokerConfigs c = new BrokerConfigs();
        String home = workDir.toAbsolutePath().toString();
        c.namesrv.setRocketmqHome(home);
        c.namesrv.setKvConfigPath(workDir.resolve("namesrv/kvConfig.json").toString());
        c.namesrvServer.setBindAddress(Loopback.HOST);
        c.namesrvServer.setListenPort(NodeSettings.port(node, NodeSettings.NAMESRV_PORT));
        int brokerPort = NodeSettings.port(node, NodeSettings.BROKER_PORT);
        c.broker.setRocketmqHome(home);
        c.broker.setBrokerClusterName(CLUSTER);
        c.broker.setBrokerName(BROKER_NAME);
        c.broker.setBrokerIP1(Loopback.HOST);
        c.broker.setListenPort(brokerPort);
        c.broker.setNamesrvAddr(Loopback.HOST + ":" + NodeSettings.port(node, NodeSettings.NAMESRV_PORT));
        c.broker.setAutoCreateTopicEnable(false); // the driver creates its topics with their queue counts
        // one send thread, as RocketMQ 4 had: with more, async sends on one connection can be stored out of order
        c.broker.setSendMessageThreadPoolNums(1);
        // RocketMQ rejects a send that waited 200 ms in its queue (TIMEOUT_CLEAN_QUEUE, "broker busy"): on a busy
        // shared machine, and after a pause, that failed sends the client still waited for. Drop one only once
        // the client's own 3 s send timeout has passed.
        c.broker.setWaitTimeMillsInSendQueue(CLIENT_SEND_TIMEOUT_MS);
        c.brokerServer.setBindAddress(Loopback.HOST);
        c.brokerServer.setListenPort(brokerPort);
        c.store.setStorePathRootDir(workDir.resolve("store").toString());
        c.store.setStorePathCommitLog(workDir.resolve("store/commitlog").toString());
        c.store.setHaListenPort(NodeSettings.port(node, NodeSettings.HA_PORT));
        c.store.setMappedFileSizeCommitLog(COMMIT_LOG_FILE_BYTES);
        Properties settings = NodeSettings.brokerSettings(node);
        rejectUnknown(settings, List.of(c.broker, c.store));
        MixAll.properties2Object(settings, c.broker);
        MixAll.properties2Object(settings, c.store);
        return c;
    }

    /** @throws IllegalArgumentException for a key neither BrokerConfig nor MessageStoreConfig has */
    static void check(Map<String, String> settings) {
        Properties properties = new Properties();
        properties.putAll(settings);
        rejectUnknown(properties, List.of(new BrokerConfig(), new MessageStoreConfig()));
    }

    NettyClientConfig client() {
        return new NettyClientConfig();
    }

    String brokerAddress() {
        return Loopback.HOST + ":" + brokerServer.getListenPort();
    }

    private static void rejectUnknown(Properties settings, List<Object> configs) {
        Set<String> known = new TreeSet<>();
        configs.forEach(config -> known.addAll(MixAll.object2Properties(config).stringPropertyNames()));
        for (String key : settings.stringPropertyNames()) {
            if (!known.contains(key)) {
                throw new IllegalArgumentException("unknown RocketMQ broker setting '" + key + "' (not a key of"
                        + " BrokerConfig or MessageStoreConfig)");
            }
        }
    }
}
