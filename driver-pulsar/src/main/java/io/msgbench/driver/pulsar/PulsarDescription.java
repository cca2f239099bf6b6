package io.msgbench.driver.pulsar;

import java.util.LinkedHashMap;
import java.util.Map;

/** The settings in force, in plain words, for the result. */
final class PulsarDescription {
    private PulsarDescription() {}

    static Map<String, String> of(
            PulsarDriverSettings settings, RunNamespace namespace, String clientVersion, String brokerVersion) {
        RunNamespace.PolicyInForce policy = namespace.policy();
        Map<String, String> d = new LinkedHashMap<>();
        d.put("clientVersion", clientVersion);
        d.put("brokerVersion", brokerVersion);
        d.put("durability", durability(settings, policy));
        d.put(
                "journalSyncData",
                settings.journalSyncData().map(String::valueOf).orElse("not stated (bookies.journalSyncData)"));
        d.put("ensembleSize", Integer.toString(policy.ensembleSize()));
        d.put("writeQuorum", Integer.toString(policy.writeQuorum()));
        d.put("ackQuorum", Integer.toString(policy.ackQuorum()));
        d.put("deduplicationEnabled", Boolean.toString(policy.deduplication()));
        d.put("persistencePolicySource", policy.source());
        d.put("offload", policy.offload());
        d.put("namespace", namespace.name());
        d.put("topicType", settings.client().topicType());
        PulsarDriverSettings.Producer p = settings.producer();
        d.put("batchingEnabled", Boolean.toString(p.batchingEnabled()));
        if (p.batchingEnabled()) {
            d.put("batchingMaxPublishDelayMs", Integer.toString(p.batchingMaxPublishDelayMs()));
            d.put("batchingMaxBytes", Integer.toString(p.batchingMaxBytes()));
        }
        d.put("blockIfQueueFull", Boolean.toString(p.blockIfQueueFull()));
        d.put("subscriptionType", settings.consumer().subscriptionType().name());
        d.put("receiverQueueSize", Integer.toString(settings.consumer().receiverQueueSize()));
        return d;
    }

    /** Both halves of Pulsar's durability: what each bookie does before it acks, and how many must ack. */
    static String durability(PulsarDriverSettings settings, RunNamespace.PolicyInForce policy) {
        String bookie = settings.journalSyncData()
                .map(sync -> sync
                        ? "fsync per journal write: each bookie syncs its journal to disk before it acknowledges"
                                + " (journalSyncData=true)"
                        : "no fsync: bookies acknowledge once the journal write is in the OS page cache"
                                + " (journalSyncData=false)")
                .orElse("bookie fsync not stated (set bookies.journalSyncData to what the bookies run;"
                        + " BookKeeper's default true syncs before acknowledging)");
        return bookie + "; acknowledged when " + policy.ackQuorum() + " of " + policy.writeQuorum()
                + " bookies have it (ensemble " + policy.ensembleSize() + ")";
    }
}
