package io.msgbench.perf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kafka's own {@code ProducerPerformance} (kafka-tools from Maven Central), run in a JVM and class path
 * of its own from {@code perf-kafka-tools/target/lib}, and its printed figures read back.
 */
final class ProducerPerformance {
    static final String MAIN_CLASS = "org.apache.kafka.tools.ProducerPerformance";
    private static final Pattern LINE = Pattern.compile(
            "(\\d+) records sent, ([\\d.]+) records/sec \\(([\\d.]+) MB/sec\\), ([\\d.]+) ms avg latency, "
                    + "([\\d.]+) ms max latency(?:, (\\d+) ms 50th, (\\d+) ms 95th, (\\d+) ms 99th, (\\d+) ms 99.9th)?");

    /** What one run printed: the 5-second windows and the final totals (latencies in ms, whole ms). */
    record Figures(List<Double> windowRates, double overallRate, double avgMillis, double p50Millis,
                   double p99Millis, double maxMillis) {

        /** The rate once warmed up: the windows after the first, or the overall rate when there are too few. */
        double steadyRate() {
            if (windowRates.size() < 3) {
                return overallRate;
            }
            return windowRates.subList(1, windowRates.size() - 1).stream().mapToDouble(Double::doubleValue)
                    .average().orElse(overallRate);
        }
    }

    private ProducerPerformance() {
    }

    static Figures run(Path home, String topic, long records, int recordSize, long throughput,
                       Map<String, String> producerProps) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xms512m", "-Xmx1g", "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn", "-cp", home.resolve("perf-kafka-tools/target/lib").toString() + "/*", MAIN_CLASS,
                "--topic", topic, "--num-records", String.valueOf(records), "--record-size", String.valueOf(recordSize),
                "--throughput", String.valueOf(throughput), "--producer-props"));
        producerProps.forEach((key, value) -> command.add(key + "=" + value));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<String> lines = new ArrayList<>();
        try (BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                lines.add(line);
            }
        }
        if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException("ProducerPerformance failed: " + String.join(" | ", tail(lines)));
        }
        return parse(lines);
    }

    /** Reads the window lines and the final line (the one with percentiles). */
    static Figures parse(List<String> lines) {
        List<Double> windows = new ArrayList<>();
        for (String line : lines) {
            Matcher m = LINE.matcher(line);
            if (!m.find()) {
                continue;
            }
            if (m.group(6) == null) {
                windows.add(Double.parseDouble(m.group(2)));
            } else {
                return new Figures(windows, Double.parseDouble(m.group(2)), Double.parseDouble(m.group(4)),
                        Double.parseDouble(m.group(6)), Double.parseDouble(m.group(8)), Double.parseDouble(m.group(5)));
            }
        }
        throw new IllegalStateException("ProducerPerformance printed no summary line: " + String.join(" | ", tail(lines)));
    }

    private static List<String> tail(List<String> lines) {
        return lines.subList(Math.max(0, lines.size() - 5), lines.size());
    }
}
