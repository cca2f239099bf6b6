package io.msgbench.result;

import org.jspecify.annotations.Nullable;

/**
 * Every message of the run, warm-up included, accounted for. {@code received} counts every delivery,
 * {@code receivedUnique} the first delivery per subscription; {@code lost} is acknowledged but never
 * received by some subscription after the drain.
 */
public record DeliveryCounts(
        long sent,
        long acked,
        long failed,
        long received,
        long receivedUnique,
        long duplicated,
        long lost,
        long outOfOrder,
        long foreign,
        long endToEndNonPositive,
        @Nullable Long lowestEndToEndMicros) {

    public static DeliveryCounts of(
            CounterSnapshot totals, DeliveryReport delivery, long nonPositive, Long lowestMicros) {
        return new DeliveryCounts(
                totals.sent(),
                totals.acked(),
                totals.failed(),
                totals.received(),
                delivery.receivedUnique(),
                delivery.duplicates(),
                delivery.lost(),
                delivery.outOfOrder(),
                totals.foreign(),
                nonPositive,
                lowestMicros);
    }

    /** True when nothing acknowledged went missing and nothing arrived twice or out of order. */
    public boolean deliveryIntact() {
        return lost == 0 && duplicated == 0 && outOfOrder == 0;
    }
}
