package io.msgbench.worker;

import io.msgbench.driver.api.ReadFrom;

/**
 * One consumer of the run: a member of {@code subscription} on {@code topic}. {@code readFrom} says where a
 * new subscription starts reading; null leaves it to the driver's configuration.
 */
public record ConsumerAssignment(String topic, String subscription, ReadFrom readFrom) {
    public ConsumerAssignment(String topic, String subscription) {
        this(topic, subscription, null);
    }
}
