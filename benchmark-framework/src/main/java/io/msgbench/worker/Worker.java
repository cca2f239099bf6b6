package io.msgbench.worker;

/**
 * What the coordinator asks of a worker: host a driver, create clients, run load on a schedule and hand back
 * interval measurements, one {@link Command} at a time. The in-process {@link LocalWorker} runs each command
 * with its handler; a worker JVM behind HTTP ({@code remote/RemoteWorker}) and a group of workers
 * ({@code coordinator/WorkerGroup}) take the same commands, so the coordinator never knows which it has.
 */
public interface Worker extends AutoCloseable {

    /** Runs {@code command} and returns its answer. */
    <A> A execute(Command<A> command);
}
