package io.msgbench.driver.rocketmq;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.rocketmq.tools.admin.DefaultMQAdminExt;

/**
 * What the master brokers report about themselves: flushDiskType and brokerRole from their config, the
 * version from their runtime stats. The durability in the result is read back here, not taken from the file.
 */
record BrokerFacts(
        Map<String, String> flushDiskTypes,
        Map<String, String> roles,
        Map<String, String> sendThreads,
        String version) {

    static BrokerFacts read(DefaultMQAdminExt admin, Set<String> masters) throws Exception {
        Map<String, String> flush = new TreeMap<>();
        Map<String, String> roles = new TreeMap<>();
        Map<String, String> sendThreads = new TreeMap<>();
        String version = "unknown";
        for (String master : masters) {
            Properties config = admin.getBrokerConfig(master);
            flush.put(master, config.getProperty("flushDiskType", "unknown"));
            roles.put(master, config.getProperty("brokerRole", "unknown"));
            sendThreads.put(master, config.getProperty("sendMessageThreadPoolNums", "unknown"));
            version = admin.fetchBrokerRuntimeStats(master).getTable().getOrDefault("brokerVersionDesc", version);
        }
        return new BrokerFacts(flush, roles, sendThreads, version);
    }

    /** The one flushDiskType of every master, or "mixed: ..." when they differ. */
    String flushDiskType() {
        Set<String> distinct = Set.copyOf(flushDiskTypes.values());
        return distinct.size() == 1 ? distinct.iterator().next() : "mixed: " + flushDiskTypes;
    }

    /**
     * Whether a producer's async sends are stored in the order it made them: only when each master processes
     * sends on one thread (RocketMQ 5 defaults to up to 4, which can swap two sends of one connection).
     */
    boolean keepsSendOrder() {
        return sendThreads.values().stream().allMatch("1"::equals);
    }

    String perKeyOrder() {
        return keepsSendOrder()
                ? "per-key order holds (every master processes sends on one thread,"
                        + " sendMessageThreadPoolNums=1, read back)"
                : "per-key order is NOT kept: the brokers process"
                        + " sends on several threads (sendMessageThreadPoolNums=" + sendThreads
                        + ", read back), which can"
                        + " store two async sends of one producer out of order; set it to 1 for per-key order";
    }

    /** Plain words: what a send result of SEND_OK means on these brokers. */
    String durability() {
        String meaning = switch (flushDiskType()) {
            case "SYNC_FLUSH" -> "a send result comes once the message is flushed to the broker's disk";
            case "ASYNC_FLUSH" ->
                "a send result comes once the message is in the broker's page cache, flushed"
                        + " to disk in the background (lost if the machine fails before the flush)";
            default -> "flush behaviour differs between brokers";
        };
        String roleWords = roles.values().stream().distinct().collect(Collectors.joining(", "));
        return "RocketMQ " + version + ", " + flushDiskTypes.size() + " master broker(s), flushDiskType="
                + flushDiskType() + " (read back from the brokers): " + meaning + "; brokerRole=" + roleWords;
    }
}
