package io.msgbench.worker;

import java.time.Duration;

/**
 * How long the worker waits on its driver before it gives up and says so: a client call (creating, describing,
 * deleting topics; creating a producer or consumer), the sends still in flight when the load stops, and the
 * close of the clients and of the driver (a close that outlasts it is left behind).
 *
 * @param clientCall a driver call and its future; topic creation gets this again for every 10,000 topics
 * @param inFlight   the acknowledgements still due once the senders stopped
 * @param close      all producers together, then all consumers, then the driver
 */
public record WorkerBounds(Duration clientCall, Duration inFlight, Duration close) {
    /** What every real run uses. */
    public static final WorkerBounds DEFAULTS =
            new WorkerBounds(Duration.ofSeconds(60), Duration.ofSeconds(30), Duration.ofSeconds(30));

    /** The same with another bound on a driver call. */
    public WorkerBounds withClientCall(Duration bound) {
        return new WorkerBounds(bound, inFlight, close);
    }

    /** The bound for creating {@code count} topics: creation rates are in the thousands per second. */
    Duration topicCreation(int count) {
        return clientCall.plus(clientCall.multipliedBy(count / 10_000));
    }
}
