package io.msgbench.worker;

/** One consumer of the run: a member of {@code subscription} on {@code topic}. */
public record ConsumerAssignment(String topic, String subscription) {
}
