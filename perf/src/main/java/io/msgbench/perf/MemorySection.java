package io.msgbench.perf;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Memory: each case of {@link HeapProbe} in a worker JVM of its own with a 512 MiB heap (the broker, when there is
 * one, in another JVM): Kafka's top rate on the embedded broker must run without a full collection in the measure
 * phase; 1,000 and 10,000 producers show the heap that many producers keep.
 */
final class MemorySection {
    static final String HEAP = "-Xmx512m";
    private static final Pattern LINE = Pattern.compile("heap: case=(\\S+) rate=(\\d+) fullGcs=(\\d+) "
            + "heapUsedMaxMiB=([\\d.]+) liveHeapMiB=([\\d.]+) lost=(\\d+)");

    private MemorySection() {}

    static void run(SuiteSettings settings, Report report) throws Exception {
        report.section("memory", "Memory: a worker JVM with " + HEAP.substring(4) + " of heap (" + HEAP + ")");
        for (HeapProbe.Case which : HeapProbe.Case.values()) {
            Matcher figures = probe(settings, which);
            String key = which.name().toLowerCase(java.util.Locale.ROOT);
            report.note(label(which) + ":");
            report.figure(key + ".rate", "  achieved", Double.parseDouble(figures.group(2)), "msg/s");
            report.figure(
                    key + ".fullGcs",
                    "  full collections in the measure phase",
                    (double) Long.parseLong(figures.group(3)),
                    "");
            report.figure(
                    key + ".heapUsedMaxMiB",
                    "  heap in use (max of the samples)",
                    Double.parseDouble(figures.group(4)),
                    "MiB");
            report.figure(
                    key + ".liveHeapMiB", "  heap live after a full GC", Double.parseDouble(figures.group(5)), "MiB");
            report.figure(key + ".lost", "  lost", (double) Long.parseLong(figures.group(6)), "");
            if (which == HeapProbe.Case.KAFKA_MAX) {
                report.check(
                        "memory: full GCs at Kafka's top rate in " + HEAP.substring(4),
                        (double) Long.parseLong(figures.group(3)),
                        0,
                        false,
                        "");
            }
        }
    }

    private static String label(HeapProbe.Case which) {
        return which == HeapProbe.Case.KAFKA_MAX
                ? "embedded Kafka, 1 producer + 1 consumer, unthrottled"
                : Report.number(which.producers()) + " producers on one topic (loopback), "
                        + Report.number(HeapProbe.MANY_PRODUCERS_RATE) + " msg/s in total";
    }

    private static Matcher probe(SuiteSettings settings, HeapProbe.Case which) throws Exception {
        KafkaTool probe = KafkaTool.startJava(
                settings.home(),
                List.of(
                        HEAP,
                        "-cp",
                        settings.home().resolve("perf/target/lib") + "/*",
                        HeapProbe.class.getName(),
                        settings.home().toString(),
                        settings.smoke() ? "smoke" : "full",
                        which.name()));
        List<String> lines = probe.await(600);
        for (String line : lines) {
            Matcher matcher = LINE.matcher(line);
            if (matcher.find()) {
                return matcher;
            }
        }
        throw new IllegalStateException(which + " printed no figures: " + String.join(" | ", KafkaTool.tail(lines)));
    }
}
