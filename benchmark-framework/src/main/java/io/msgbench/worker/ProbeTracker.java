package io.msgbench.worker;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** Remembers which subscription has seen a probe from which producer, for the readiness check. */
final class ProbeTracker {
    private final Set<String> pairs = ConcurrentHashMap.newKeySet();

    void seen(String subscription, int producerId) {
        pairs.add(subscription + '/' + producerId);
    }

    Set<String> pairs() {
        return Set.copyOf(pairs);
    }
}
