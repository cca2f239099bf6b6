package io.msgbench.embedded;

import io.msgbench.result.BrokerFigures;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an embedded broker's figures per interval: the CPU time of its process tree (from the OS) and the pauses
 * its JVM's unified GC log ({@code -Xlog:gc}) added since the previous reading. A native server's launcher JVM logs
 * only its own collections, which are few and short.
 */
final class BrokerGauges {
    static final String GC_LOG = "gc.log";
    /** {@code GC(3) Pause Young (Normal) (G1 Evacuation Pause) 24M->5M(256M) 3.456ms}. */
    private static final Pattern PAUSE = Pattern.compile("Pause .*?(\\d+)M->(\\d+)M\\(\\d+M\\) ([\\d.]+)ms");

    private final Path gcLog;
    private long gcLogOffset;
    private long cpuNanos = -1;
    private long readAtNanos;

    BrokerGauges(Path workDir) {
        this.gcLog = workDir.resolve(GC_LOG);
    }

    /** The JVM option that makes a broker's JVM write the log this class reads. */
    static String gcLogOption(Path workDir) {
        return "-Xlog:gc:file=" + workDir.resolve(GC_LOG) + ":uptime";
    }

    /** Figures since the previous call (the first call only sets the starting point and returns null). */
    synchronized BrokerFigures sample(ProcessHandle broker) {
        long now = System.nanoTime();
        long cpu = treeCpuNanos(broker);
        BrokerFigures figures = null;
        Pauses pauses = newPauses();
        if (cpuNanos >= 0) {
            double seconds = Math.max(1e-9, (now - readAtNanos) / 1e9);
            figures = new BrokerFigures(
                    Math.max(0, cpu - cpuNanos) / 1e9 / seconds,
                    pauses.count,
                    pauses.totalMillis,
                    pauses.maxMillis,
                    pauses.heapAfterMiB,
                    0);
        }
        cpuNanos = cpu;
        readAtNanos = now;
        return figures;
    }

    private static long treeCpuNanos(ProcessHandle root) {
        long total = cpuNanos(root);
        for (ProcessHandle child : root.descendants().toList()) {
            total += cpuNanos(child);
        }
        return total;
    }

    private static long cpuNanos(ProcessHandle process) {
        return process.info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }

    private record Pauses(int count, double totalMillis, double maxMillis, double heapAfterMiB) {}

    /** The pauses of the lines written since the previous reading (a partly written last line waits for the next). */
    private Pauses newPauses() {
        if (!Files.isRegularFile(gcLog)) {
            return new Pauses(0, 0, 0, -1);
        }
        int count = 0;
        double total = 0;
        double max = 0;
        double heapAfter = -1;
        try (RandomAccessFile file = new RandomAccessFile(gcLog.toFile(), "r")) {
            if (file.length() < gcLogOffset) {
                gcLogOffset = 0; // a restarted broker began a new log
            }
            byte[] bytes = new byte[(int) Math.min(Integer.MAX_VALUE, file.length() - gcLogOffset)];
            file.seek(gcLogOffset);
            file.readFully(bytes);
            String text = new String(bytes, StandardCharsets.UTF_8);
            int complete = text.lastIndexOf('\n') + 1;
            gcLogOffset += text.substring(0, complete).getBytes(StandardCharsets.UTF_8).length;
            Matcher pause = PAUSE.matcher(text.substring(0, complete));
            while (pause.find()) {
                double millis = Double.parseDouble(pause.group(3));
                count++;
                total += millis;
                max = Math.max(max, millis);
                heapAfter = Double.parseDouble(pause.group(2));
            }
        } catch (IOException e) {
            return new Pauses(0, 0, 0, -1);
        }
        return new Pauses(count, total, max, heapAfter);
    }
}
