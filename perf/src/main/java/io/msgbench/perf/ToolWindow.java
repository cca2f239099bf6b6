package io.msgbench.perf;

/**
 * One tool's steady-state window at its maximum rate: messages acknowledged per second, and the CPU time per
 * message of the tool's own JVM(s) and of the broker over the same window.
 */
record ToolWindow(double rate, double cpuNanosPerMessage, double brokerCpuNanosPerMessage) {

    static ToolWindow of(Observation run) {
        return new ToolWindow(run.publishRate(), run.cpuNanosPerMessage(), run.brokerCpuNanosPerMessage());
    }
}
