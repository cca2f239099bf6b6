package io.msgbench.result;

/**
 * What the embedded broker's process did in one interval, beside the client figures: CPU (the broker's JVM and any
 * server it started), its garbage collector's stop-the-world pauses, and its heap after the last collection. A
 * latency spike and the pause that caused it show on the same time axis.
 *
 * @param cpuCores        CPU time in the interval / the interval's length
 * @param gcPauses        stop-the-world pauses that ended in the interval
 * @param gcPauseMillis   their total
 * @param gcPauseMaxMillis the longest of them (0 when none)
 * @param heapAfterGcMiB  heap in use after the interval's last collection; -1 when none happened in it
 */
public record BrokerFigures(double cpuCores, int gcPauses, double gcPauseMillis, double gcPauseMaxMillis,
                            double heapAfterGcMiB) {
}
