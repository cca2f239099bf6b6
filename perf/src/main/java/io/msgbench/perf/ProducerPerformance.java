package io.msgbench.perf;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kafka's own {@code ProducerPerformance} (kafka-tools from Maven Central), run in a JVM and class path
 * of its own from {@code perf-kafka-tools/target/lib} beside a ConsumerPerformance, and its printed figures read back.
 */
final class ProducerPerformance {
    static final String MAIN_CLASS = "org.apache.kafka.tools.ProducerPerformance";
    static final String CONSUMER_CLASS = "org.apache.kafka.tools.ConsumerPerformance";
    /** ProducerPerformance reports every 5 seconds. */
    static final long REPORT_SECONDS = 5;
    /** Records to send when the tools are stopped after a window instead of running to the end. */
    private static final long UNBOUNDED_RECORDS = 1_000_000_000_000L;
    /** A 5-second window line or the summary line. */
    static final Pattern LINE = Pattern.compile(
            "(\\d+) records sent, ([\\d.]+) records/sec \\(([\\d.]+) MB/sec\\), ([\\d.]+) ms avg latency, "
                    + "([\\d.]+) ms max latency(?:, (\\d+) ms 50th, (\\d+) ms 95th, (\\d+) ms 99th, (\\d+) ms 99.9th)?");

    /** What one run printed: the 5-second windows and the final totals (latencies in ms, whole ms). */
    record Figures(
            List<Double> windowRates,
            double overallRate,
            double avgMillis,
            double p50Millis,
            double p99Millis,
            double maxMillis) {

        /** The rate once warmed up: the windows after the first, or the overall rate when there are too few. */
        double steadyRate() {
            if (windowRates.size() < 3) {
                return overallRate;
            }
            return windowRates.subList(1, windowRates.size() - 1).stream()
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElse(overallRate);
        }
    }

    private ProducerPerformance() {}

    /**
     * Starts ProducerPerformance and, on the same topic at the same time, ConsumerPerformance, so that Kafka's
     * tools put the same load on the broker and the machine as a msgbench run (which consumes what it produces);
     * returns at once, so that they can be observed while they run ({@link Running#finish} waits for both).
     */
    static Running start(
            Path home,
            String bootstrapServers,
            String topic,
            long records,
            int recordSize,
            long throughput,
            Map<String, String> producerProps)
            throws Exception {
        KafkaTool consumer = KafkaTool.start(
                home,
                CONSUMER_CLASS,
                List.of(
                        "--bootstrap-server",
                        bootstrapServers,
                        "--topic",
                        topic,
                        "--messages",
                        String.valueOf(records),
                        "--timeout",
                        "120000",
                        "--hide-header"));
        List<String> args = new ArrayList<>(List.of(
                "--topic",
                topic,
                "--num-records",
                String.valueOf(records),
                "--record-size",
                String.valueOf(recordSize),
                "--throughput",
                String.valueOf(throughput),
                "--producer-props"));
        producerProps.forEach((key, value) -> args.add(key + "=" + value));
        return new Running(KafkaTool.start(home, MAIN_CLASS, args), consumer);
    }

    /**
     * ProducerPerformance at its maximum rate with ConsumerPerformance beside it, observed as msgbench's measure
     * phase is: once its 5-second reports cover the warm-up, the tools' and the broker's CPU time are read, and
     * again one window later. The rate is the mean of the reports from the window's start to the first report
     * after its end; then both tools are stopped.
     */
    static ToolWindow observeMax(SuiteSettings settings, KafkaBench kafka, String topic) throws Exception {
        int warmupReports = reportsCovering(settings.warmup().toSeconds());
        Running tools = start(
                settings.home(),
                kafka.bootstrapServers(),
                topic,
                UNBOUNDED_RECORDS,
                Workloads.MESSAGE_SIZE,
                -1,
                kafka.producerProps());
        try {
            long timeout = 120 + settings.warmup().plus(settings.measure()).toSeconds();
            tools.producer().awaitLines(LINE, warmupReports, timeout);
            int reportsAtStart = windowRates(tools.producer().printedSoFar()).size();
            long cpuAtStart = tools.cpuNanos();
            long brokerAtStart = kafka.brokerCpuNanos();
            long start = System.nanoTime();
            Thread.sleep(settings.measure().toMillis());
            long cpu = tools.cpuNanos() - cpuAtStart;
            long broker = kafka.brokerCpuNanos() - brokerAtStart;
            double seconds = (System.nanoTime() - start) / 1e9;
            int reportsAtEnd = windowRates(tools.producer().printedSoFar()).size();
            tools.producer().awaitLines(LINE, reportsAtEnd + 1, timeout);
            List<Double> rates = windowRates(tools.producer().printedSoFar());
            double rate = rates.subList(reportsAtStart, rates.size()).stream()
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElseThrow();
            double messages = rate * seconds;
            return new ToolWindow(rate, cpu / messages, broker / messages);
        } finally {
            tools.producer().stop();
            tools.consumer().stop();
        }
    }

    /** How many of ProducerPerformance's 5-second reports cover {@code seconds} (at least one). */
    static int reportsCovering(long seconds) {
        return (int) Math.max(1, (seconds + REPORT_SECONDS - 1) / REPORT_SECONDS);
    }

    /** The rates of the 5-second reports among {@code lines} (not the summary). */
    static List<Double> windowRates(List<String> lines) {
        List<Double> rates = new ArrayList<>();
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (m.find() && m.group(6) == null) {
                rates.add(Double.parseDouble(m.group(2)));
            }
        }
        return rates;
    }

    /** ProducerPerformance and its ConsumerPerformance while they run. */
    record Running(KafkaTool producer, KafkaTool consumer) {

        /** CPU time so far of both tools' JVMs together (every thread); fails when either has ended. */
        long cpuNanos() {
            return producer.cpuNanos() + consumer.cpuNanos();
        }

        /** Waits for both to finish and returns ProducerPerformance's figures. */
        Figures finish() throws Exception {
            Figures figures = parse(producer.await(600));
            consumer.await(180);
            return figures;
        }
    }

    /** Reads the window lines and the final line (the one with percentiles). */
    static Figures parse(List<String> lines) {
        List<Double> windows = windowRates(lines);
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (m.find() && m.group(6) != null) {
                return new Figures(
                        windows,
                        Double.parseDouble(m.group(2)),
                        Double.parseDouble(m.group(4)),
                        Double.parseDouble(m.group(6)),
                        Double.parseDouble(m.group(8)),
                        Double.parseDouble(m.group(5)));
            }
        }
        throw new IllegalStateException(
                "ProducerPerformance printed no summary line: " + String.join(" | ", KafkaTool.tail(lines)));
    }
}
