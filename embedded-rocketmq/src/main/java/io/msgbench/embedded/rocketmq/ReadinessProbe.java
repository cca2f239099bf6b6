package io.msgbench.embedded.rocketmq;

import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.apache.rocketmq.remoting.protocol.body.ClusterInfo;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;

/** Waits until a client sees the broker through the name server: the cluster lists it and it answers. */
final class ReadinessProbe {
    private static final Duration RETRY_PAUSE = Duration.ofMillis(200);
    private static final long ATTEMPT_TIMEOUT_MS = 5_000;

    private ReadinessProbe() {
    }

    /** @return true when ready, false when cancelled */
    static boolean await(String namesrvAddr, String brokerAddr, Duration limit, BooleanSupplier cancelled)
            throws Exception {
        long deadline = System.nanoTime() + limit.toNanos();
        DefaultMQAdminExt admin = new DefaultMQAdminExt(ATTEMPT_TIMEOUT_MS);
        admin.setNamesrvAddr(namesrvAddr);
        admin.setInstanceName("msgbench-readiness-" + ProcessHandle.current().pid());
        admin.start();
        try {
            String lastFailure = "no attempt finished";
            while (!cancelled.getAsBoolean()) {
                try {
                    if (listed(admin, brokerAddr)) {
                        admin.getBrokerConfig(brokerAddr); // the broker itself answers too
                        return true;
                    }
                    lastFailure = "broker " + brokerAddr + " not registered with the name server yet";
                } catch (Exception e) {
                    lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
                }
                if (System.nanoTime() > deadline) {
                    throw new TimeoutException("RocketMQ not ready within " + limit.toSeconds() + " s; last: "
                            + lastFailure);
                }
                Thread.sleep(RETRY_PAUSE.toMillis());
            }
            return false;
        } finally {
            admin.shutdown();
        }
    }

    private static boolean listed(DefaultMQAdminExt admin, String brokerAddr) throws Exception {
        ClusterInfo info = admin.examineBrokerClusterInfo();
        return info.getBrokerAddrTable().values().stream()
                .anyMatch(data -> data.getBrokerAddrs().containsValue(brokerAddr));
    }
}
