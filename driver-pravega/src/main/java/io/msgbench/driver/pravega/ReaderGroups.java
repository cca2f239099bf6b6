package io.msgbench.driver.pravega;

import io.msgbench.driver.api.DriverException;
import io.pravega.client.ClientConfig;
import io.pravega.client.admin.ReaderGroupManager;
import io.pravega.client.stream.ReaderGroupConfig;
import io.pravega.client.stream.Stream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The reader groups this driver created, one per subscription, each reading one stream from its start.
 * They are deleted with their stream, or when the driver closes.
 */
final class ReaderGroups implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ReaderGroups.class);

    private final String scope;
    private final ReaderGroupManager manager;
    private final Map<String, String> streamBySubscription = new LinkedHashMap<>();

    ReaderGroups(String scope, ClientConfig clientConfig) {
        this.scope = scope;
        this.manager = ReaderGroupManager.withScope(scope, clientConfig);
    }

    /** Creates the subscription's reader group on its first consumer. */
    synchronized void ensure(String subscription, String stream) {
        String existing = streamBySubscription.get(subscription);
        if (existing != null && !existing.equals(stream)) {
            throw new DriverException("subscription " + subscription + " already reads stream " + existing
                    + "; a Pravega reader group reads the streams it was created with");
        }
        if (existing == null) {
            // automatic checkpoints stay on: without them, readers of 0.13.0 were seen never to move on to the
            // successors of a sealed segment, so an auto-scaled stream stopped being read at its first split
            manager.createReaderGroup(
                    subscription,
                    ReaderGroupConfig.builder().stream(Stream.of(scope, stream)).build());
            streamBySubscription.put(subscription, stream);
        }
    }

    /** Deletes the reader groups that read this stream; their readers must be closed already. */
    synchronized void deleteFor(String stream) {
        List<String> groups = streamBySubscription.entrySet().stream()
                .filter(e -> e.getValue().equals(stream))
                .map(Map.Entry::getKey)
                .toList();
        for (String group : groups) {
            manager.deleteReaderGroup(group);
            streamBySubscription.remove(group);
        }
    }

    @Override
    public synchronized void close() {
        for (String group : streamBySubscription.keySet()) {
            try {
                manager.deleteReaderGroup(group);
            } catch (RuntimeException e) {
                LOG.warn("deleting Pravega reader group {} failed: {}", group, e.toString());
            }
        }
        streamBySubscription.clear();
        manager.close();
    }
}
