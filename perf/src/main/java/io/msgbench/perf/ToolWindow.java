package io.msgbench.perf;

import io.msgbench.worker.InFlightWindow;

/**
 * One tool's steady-state window at its maximum rate: messages acknowledged per second, the CPU time per
 * message of the tool's own JVM(s) and of the broker over the same window, and for msgbench unthrottled its
 * in-flight window per producer averaged over the window (NaN for any other).
 */
record ToolWindow(double rate, double cpuNanosPerMessage, double brokerCpuNanosPerMessage, double inFlightWindow) {

    ToolWindow(double rate, double cpuNanosPerMessage, double brokerCpuNanosPerMessage) {
        this(rate, cpuNanosPerMessage, brokerCpuNanosPerMessage, Double.NaN);
    }

    static ToolWindow of(Observation run) {
        return new ToolWindow(
                run.publishRate(),
                run.cpuNanosPerMessage(),
                run.brokerCpuNanosPerMessage(),
                run.result().findings().clientBreakdown().measure().getOrDefault(InFlightWindow.FIGURE, Double.NaN));
    }
}
