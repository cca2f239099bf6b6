package io.msgbench.it;

/**
 * Names of what test classes running side by side must not use at once ({@code @ResourceLock}). A class that
 * loads the whole machine runs alone instead ({@link RunsAlone}).
 */
final class Locks {
    /**
     * A Pulsar, Pravega or Kafka broker a class starts for itself (in-memory stores, BookKeeper, a JVM of a gigabyte
     * or more): one at a time beside the shared brokers, so that the machine's memory and two cores hold out.
     */
    static final String OWN_HEAVY_BROKER = "own-heavy-broker";

    private Locks() {}
}
