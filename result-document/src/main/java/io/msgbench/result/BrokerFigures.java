package io.msgbench.result;

/**
 * What the brokers did in one interval, beside the client figures: CPU, their garbage collectors' stop-the-world
 * pauses, and the heap after the last collection. A latency spike and the pause that caused it show on the same time
 * axis. From an embedded broker: its process tree's CPU and its JVM's GC log. From the Prometheus endpoints a driver
 * file names ({@code brokerMetrics}): each broker JVM's CPU and collector counters, added up; the longest pause and
 * the heap are then not known (-1), and an endpoint that did not answer at the interval's start or end is left out of
 * the sums and counted in {@code brokersLeftOut}, so a sum over fewer brokers never reads as the cluster idling.
 *
 * @param cpuCores        CPU time in the interval / the interval's length
 * @param gcPauses        stop-the-world pauses that ended in the interval
 * @param gcPauseMillis   their total
 * @param gcPauseMaxMillis the longest of them (0 when none; -1 when not known)
 * @param heapAfterGcMiB  heap in use after the interval's last collection; -1 when none happened in it or not known
 * @param brokersLeftOut  named brokers whose figures the sums lack (their endpoint did not answer); 0 for an embedded
 *                        broker, and in results written before it was recorded
 */
public record BrokerFigures(
        double cpuCores,
        int gcPauses,
        double gcPauseMillis,
        double gcPauseMaxMillis,
        double heapAfterGcMiB,
        int brokersLeftOut) {
    /** Whether the figures cover every broker that was named. */
    public boolean whole() {
        return brokersLeftOut == 0;
    }
}
