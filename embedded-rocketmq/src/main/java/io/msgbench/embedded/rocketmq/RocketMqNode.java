package io.msgbench.embedded.rocketmq;

import org.apache.rocketmq.broker.BrokerController;
import org.apache.rocketmq.namesrv.NamesrvController;

/** RocketMQ's name server and one broker running in this JVM (what mqnamesrv and mqbroker start). */
final class RocketMqNode {
    private NamesrvController namesrv;
    private BrokerController broker;

    /** Starts the name server, then the broker, which registers with it. */
    void start(BrokerConfigs configs) throws Exception {
        namesrv = new NamesrvController(configs.namesrv, configs.namesrvServer, configs.client());
        if (!namesrv.initialize()) {
            throw new IllegalStateException("the RocketMQ name server did not initialize");
        }
        namesrv.start();
        broker = new BrokerController(configs.broker, configs.brokerServer, configs.client(), configs.store);
        if (!broker.initialize()) {
            throw new IllegalStateException(
                    "the RocketMQ broker did not initialize (store in " + configs.store.getStorePathRootDir() + ")");
        }
        broker.start();
    }

    /** Broker first (it unregisters and flushes its store), then the name server. */
    void stop() {
        if (broker != null) {
            broker.shutdown();
        }
        if (namesrv != null) {
            namesrv.shutdown();
        }
    }
}
