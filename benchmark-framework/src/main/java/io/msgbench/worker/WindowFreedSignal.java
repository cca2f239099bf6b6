package io.msgbench.worker;

import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Wakes a sender thread that waits because every in-flight window of its producers is full, when an
 * acknowledgement frees room, instead of the thread polling. The waiter announces itself before it checks
 * for room one last time, and a release looks for a waiter after it frees room: one of them sees the
 * other, so no wake-up is lost (and an unpark before the park makes the park return at once). Only the
 * first release after the waiter announced itself unparks it; the others cost a volatile read.
 */
final class WindowFreedSignal {
    private final AtomicReference<Thread> waiter = new AtomicReference<>();

    /** Parks the calling thread until {@link #freed()} or an unpark, unless {@code anyRoom} says there is room. */
    void await(BooleanSupplier anyRoom) {
        waiter.set(Thread.currentThread());
        try {
            if (!anyRoom.getAsBoolean()) {
                LockSupport.park(this);
            }
        } finally {
            waiter.set(null);
        }
    }

    /** Called after an acknowledgement released a window permit, on whichever thread completed it. */
    void freed() {
        Thread parked = waiter.get();
        if (parked != null && waiter.compareAndSet(parked, null)) {
            LockSupport.unpark(parked);
        }
    }
}
