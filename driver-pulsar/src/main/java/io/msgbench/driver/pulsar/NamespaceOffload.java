package io.msgbench.driver.pulsar;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminException;

/**
 * Tiered storage for the run's namespace: the driver file's {@code offload} policy set on the namespace
 * msgbench creates, and the policy in force read back from the broker, in words for the result.
 */
final class NamespaceOffload {
    /** How the words of a policy that offloads nothing begin. */
    private static final String OFF = "off: ";

    private NamespaceOffload() {}

    /** Whether the policy in force, as {@link #describe} words it, offloads anything. */
    static boolean offloads(String inForce) {
        return !inForce.startsWith(OFF);
    }

    static void apply(PulsarAdmin admin, String namespace, PulsarDriverSettings.Offload offload)
            throws PulsarAdminException {
        if (offload.thresholdBytes().isPresent()) {
            admin.namespaces()
                    .setOffloadThreshold(namespace, offload.thresholdBytes().getAsLong());
        }
        if (offload.deletionLagMs().isPresent()) {
            admin.namespaces()
                    .setOffloadDeleteLag(namespace, offload.deletionLagMs().getAsLong(), TimeUnit.MILLISECONDS);
        }
    }

    /** What the broker will do with the namespace's closed ledgers, read back from the broker. */
    static String inForce(PulsarAdmin admin, String namespace, Map<String, String> broker) throws PulsarAdminException {
        long threshold = admin.namespaces().getOffloadThreshold(namespace);
        Long lag = admin.namespaces().getOffloadDeleteLagMs(namespace);
        return describe(
                broker.getOrDefault("managedLedgerOffloadDriver", ""),
                threshold,
                broker.getOrDefault("managedLedgerOffloadAutoTriggerSizeThresholdBytes", "-1"),
                lag,
                broker.getOrDefault("managedLedgerOffloadDeletionLagMs", "?"));
    }

    static String describe(
            String driver, long namespaceThreshold, String brokerThreshold, Long namespaceLag, String brokerLag) {
        if (driver == null || driver.isBlank()) {
            return OFF + "the broker has no offloader (managedLedgerOffloadDriver is not set)";
        }
        boolean namespaceSetsIt = namespaceThreshold >= 0;
        if (!namespaceSetsIt && Long.parseLong(brokerThreshold.trim()) < 0) {
            return OFF + "no offload threshold (namespace sets none, broker's"
                    + " managedLedgerOffloadAutoTriggerSizeThresholdBytes is " + brokerThreshold + "); offloader '"
                    + driver + "' available";
        }
        String threshold = namespaceSetsIt
                ? namespaceThreshold + " bytes (namespace policy)"
                : brokerThreshold + " bytes (broker's managedLedgerOffloadAutoTriggerSizeThresholdBytes)";
        String lag = namespaceLag != null
                ? namespaceLag + " ms (namespace policy)"
                : brokerLag + " ms (broker's managedLedgerOffloadDeletionLagMs)";
        return "closed ledgers offloaded to '" + driver + "' once a topic holds more than " + threshold
                + " in BookKeeper; deleted from BookKeeper " + lag + " after";
    }
}
