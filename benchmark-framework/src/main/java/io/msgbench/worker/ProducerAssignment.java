package io.msgbench.worker;

/**
 * One producer of the run. {@code producerId} is unique in the whole run and places the producer on
 * the shared send grid (see {@link io.msgbench.measure.SendSchedule#forProducer}).
 */
public record ProducerAssignment(int producerId, String topic) {}
