package io.msgbench.result;

import java.util.Map;

/**
 * The delivery verdict: per subscription and summed. {@code lost} counts acknowledged messages a
 * subscription never received; it is final only once the run has drained.
 */
public record DeliveryReport(
        long receivedUnique, long duplicates, long lost, long outOfOrder, Map<String, Subscription> perSubscription) {

    public record Subscription(long receivedUnique, long duplicates, long lost, long outOfOrder) {}

    public static DeliveryReport of(Map<String, Subscription> perSubscription) {
        long received = 0;
        long duplicates = 0;
        long lost = 0;
        long outOfOrder = 0;
        for (Subscription s : perSubscription.values()) {
            received += s.receivedUnique();
            duplicates += s.duplicates();
            lost += s.lost();
            outOfOrder += s.outOfOrder();
        }
        return new DeliveryReport(received, duplicates, lost, outOfOrder, Map.copyOf(perSubscription));
    }
}
