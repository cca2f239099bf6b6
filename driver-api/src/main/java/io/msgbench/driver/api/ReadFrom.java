package io.msgbench.driver.api;

/**
 * Where a new subscription starts reading an existing topic: its first retained message, or only what is
 * written after it joins.
 */
public enum ReadFrom {
    /** From the oldest retained message (Kafka: auto.offset.reset=earliest). */
    BEGINNING,
    /** Only messages written after the subscription joins (Kafka: auto.offset.reset=latest). */
    TAIL
}
