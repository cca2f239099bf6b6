package io.msgbench.embedded.rocketmq;

import io.msgbench.embedded.launcher.Readiness;
import org.apache.rocketmq.remoting.protocol.body.ClusterInfo;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;

/** RocketMQ serves clients: the name server lists the broker, and the broker itself answers. */
final class ReadinessProbe implements Readiness.ClosingProbe<Boolean> {
    private static final long ATTEMPT_TIMEOUT_MS = 5_000;

    private final DefaultMQAdminExt admin;
    private final String brokerAddr;

    ReadinessProbe(String namesrvAddr, String brokerAddr) throws Exception {
        this.brokerAddr = brokerAddr;
        this.admin = new DefaultMQAdminExt(ATTEMPT_TIMEOUT_MS);
        admin.setNamesrvAddr(namesrvAddr);
        admin.setInstanceName("msgbench-readiness-" + ProcessHandle.current().pid());
        admin.start();
    }

    @Override
    public Boolean attempt() throws Exception {
        ClusterInfo info = admin.examineBrokerClusterInfo();
        if (info.getBrokerAddrTable().values().stream()
                .noneMatch(data -> data.getBrokerAddrs().containsValue(brokerAddr))) {
            throw new IllegalStateException("broker " + brokerAddr + " not registered with the name server yet");
        }
        admin.getBrokerConfig(brokerAddr); // the broker itself answers too
        return true;
    }

    @Override
    public void close() {
        admin.shutdown();
    }
}
