package io.msgbench.perf;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.Map;
import java.util.TreeMap;

/** Readings of this JVM: CPU time, bytes allocated by live threads, heap in use, threads by name. */
final class JvmGauges {
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private JvmGauges() {}

    /** CPU time of the whole process (every thread, GC included). */
    static long processCpuNanos() {
        return OS.getProcessCpuTime();
    }

    /** CPU time so far of each live thread, summed by name with digits folded (as {@link #threadsByName}). */
    static Map<String, Long> threadCpuNanosByName() {
        Map<String, Long> byName = new TreeMap<>();
        for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (info != null) {
                byName.merge(
                        folded(info.getThreadName()),
                        Math.max(0, THREADS.getThreadCpuTime(info.getThreadId())),
                        Long::sum);
            }
        }
        return byName;
    }

    /** Bytes allocated so far by the threads alive now (threads that ended are not counted). */
    static long allocatedBytes() {
        long total = 0;
        for (long allocated : THREADS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
            total += Math.max(0, allocated);
        }
        return total;
    }

    static long heapUsedBytes() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** Heap in use right after a full collection: what the run really keeps. */
    static long liveHeapBytes() {
        System.gc();
        return heapUsedBytes();
    }

    /** Full collections so far: the old-generation collector's count (G1 Old Generation, PS MarkSweep ...). */
    static long fullGcCount() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .filter(gc -> gc.getName().contains("Old") || gc.getName().contains("MarkSweep"))
                .mapToLong(gc -> Math.max(0, gc.getCollectionCount()))
                .sum();
    }

    static int liveThreads() {
        return THREADS.getThreadCount();
    }

    /** Live threads counted by name, digits folded ("msgbench-sender-0", "-1" → "msgbench-sender-#"). */
    static Map<String, Integer> threadsByName() {
        Map<String, Integer> byName = new TreeMap<>();
        for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (info != null) {
                byName.merge(folded(info.getThreadName()), 1, Integer::sum);
            }
        }
        return byName;
    }

    private static String folded(String threadName) {
        return threadName.replaceAll("\\d+", "#");
    }
}
