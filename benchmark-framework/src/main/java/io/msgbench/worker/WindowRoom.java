package io.msgbench.worker;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Wakes a sender thread that waits because every in-flight window of its producers is full, when an
 * acknowledgement frees room, instead of the thread polling. The waiter announces itself before it checks
 * for room one last time, and a release looks for a waiter after it frees room: one of them sees the
 * other, so no wake-up is lost (and an unpark before the park makes the park return at once).
 */
final class WindowRoom {
    private volatile Thread waiter;

    /** Parks the calling thread until {@link #freed()} or an unpark, unless {@code anyRoom} says there is room. */
    void await(BooleanSupplier anyRoom) {
        waiter = Thread.currentThread();
        try {
            if (!anyRoom.getAsBoolean()) {
                LockSupport.park(this);
            }
        } finally {
            waiter = null;
        }
    }

    /** Called after an acknowledgement released a window permit, on whichever thread completed it. */
    void freed() {
        Thread parked = waiter;
        if (parked != null) {
            LockSupport.unpark(parked);
        }
    }
}
