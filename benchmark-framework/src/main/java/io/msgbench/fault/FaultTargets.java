package io.msgbench.fault;

/** What a run's faults can act on: the embedded broker, and the worker JVMs of a distributed run. */
public record FaultTargets(BrokerControl broker, WorkerControl workers) {
    public static final FaultTargets NONE = new FaultTargets(BrokerControl.NONE, WorkerControl.NONE);

    public static FaultTargets broker(BrokerControl broker) {
        return new FaultTargets(broker, WorkerControl.NONE);
    }
}
