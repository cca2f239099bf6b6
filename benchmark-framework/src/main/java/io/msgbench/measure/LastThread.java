package io.msgbench.measure;

import java.util.function.Supplier;

/**
 * One call site's way to a per-thread value: remembers the value of each thread that called it, in a few
 * slots chosen by thread id, so a site called from the same threads again and again (a producer's
 * acknowledgements on its client's network thread, a subscription's deliveries on its consumers' poll threads)
 * skips the {@code ThreadLocal} lookup, which a profile of a Kafka run showed on every message. Two threads
 * that share a slot take turns in it, each still getting its own value through {@code perThread}.
 */
final class LastThread<T> {
    private static final int SLOTS = 8; // a power of two

    private final Supplier<T> perThread;
    /** Racy on purpose: a thread only takes a slot's value when it owns it, and an owner's fields are final. */
    private final Owned<?>[] slots = new Owned<?>[SLOTS];

    LastThread(Supplier<T> perThread) {
        this.perThread = perThread;
    }

    @SuppressWarnings("unchecked")
    T get() {
        Thread current = Thread.currentThread();
        int slot = (int) current.getId() & (SLOTS - 1);
        Owned<T> owned = (Owned<T>) slots[slot];
        if (owned == null || owned.thread() != current) {
            owned = new Owned<>(current, perThread.get());
            slots[slot] = owned;
        }
        return owned.value();
    }

    private record Owned<T>(Thread thread, T value) {}
}
