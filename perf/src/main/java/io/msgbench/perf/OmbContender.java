package io.msgbench.perf;

import io.msgbench.embedded.launcher.Folders;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The OpenMessaging Benchmark itself, where the user gives its build ({@code bin/perf --omb DIR}: a folder with
 * OMB's {@code lib/} of jars, framework and Kafka driver), run in its local mode (LocalWorker, one JVM) on the
 * same broker with msgbench's producer and consumer settings, at a fixed rate. OMB's durations are whole
 * minutes: one of warm-up, one measured; its JVM's CPU is read over the measure window once its warm-up has
 * ended, as the tools' are, and messages are the rate times the window (OMB holds its rate: its result says
 * whether it did). OMB is not on Maven Central and cannot be built by this project, so it is never run
 * without the option.
 */
final class OmbContender {
    static final String MAIN_CLASS = "io.openmessaging.benchmark.Benchmark";
    static final String DRIVER_CLASS = "io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver";
    /** What OMB prints when its warm-up ends and its measured traffic begins. */
    static final Pattern MEASURED_TRAFFIC = Pattern.compile("Starting benchmark traffic");
    /** OMB's periodic line, e.g. {@code Pub rate 50001.3 msg/s / 4.8 MB/s | ...}: the publish rate. */
    static final Pattern PUBLISH_RATE = Pattern.compile("Pub rate\\s+([\\d.,]+) msg/s");
    /** The same line's send delay, OMB's "Pub Delay" (send call - intended, µs): p50 and p99 of its 10 s. */
    static final Pattern PUBLISH_DELAY =
            Pattern.compile("Pub Delay Latency \\(us\\) avg:\\s*[\\d.]+ - 50%:\\s*([\\d.]+) - 99%:\\s*([\\d.]+)");

    private static final int MESSAGE_SIZE = Workloads.MESSAGE_SIZE;

    /**
     * What one OMB run at a fixed rate cost, and its send delay as it printed it for the last 10 s that ended in the
     * window (NaN where it printed none).
     */
    record Figures(
            double cpuNanosPerMessage,
            double cores,
            double publishRateInWindow,
            double sendDelayP50Micros,
            double sendDelayP99Micros) {}

    private OmbContender() {}

    /**
     * Runs OMB at {@code rate} on {@code kafka} and reads its JVM's CPU over {@code settings.measure()} once its
     * warm-up (a minute) is over and the first of its periodic lines of the measured minute has been printed.
     */
    static Figures atFixedRate(Path ombHome, long rate, SuiteSettings settings, KafkaBench kafka) throws Exception {
        Path dir = Files.createTempDirectory("msgbench-perf-omb-");
        Path payload = Files.write(dir.resolve("payload-" + MESSAGE_SIZE + "b.data"), new byte[MESSAGE_SIZE]);
        Path driver = Files.writeString(
                dir.resolve("kafka.yaml"),
                driverFile(
                        kafka.producerProps(),
                        kafka.spec().values().getOrDefault("consumerConfig", "").toString()),
                StandardCharsets.UTF_8);
        Path workload =
                Files.writeString(dir.resolve("workload.yaml"), workloadFile(rate, payload), StandardCharsets.UTF_8);
        // started in its own folder: OMB's logger writes benchmark-worker.log into the current one
        KafkaTool omb = KafkaTool.startJava(
                dir,
                List.of(
                        "-Xms1g",
                        "-Xmx2g",
                        "-XX:+UseG1GC",
                        "-cp",
                        ombHome.resolve("lib") + "/*",
                        MAIN_CLASS,
                        "--drivers",
                        driver.toString(),
                        "--output",
                        dir.resolve("result.json").toString(),
                        workload.toString()));
        try {
            omb.awaitLines(MEASURED_TRAFFIC, 1, 240);
            omb.awaitLines(PUBLISH_RATE, publishRateLines(omb) + 1, 60); // one report into the measured minute
            long cpuAtStart = omb.cpuNanos();
            long start = System.nanoTime();
            int linesBeforeWindow = omb.printedSoFar().size();
            Thread.sleep(settings.measure().toMillis());
            long cpu = omb.cpuNanos() - cpuAtStart;
            double window = (System.nanoTime() - start) / 1e9;
            List<String> printed = omb.printedSoFar(); // one copy: OMB goes on printing
            List<String> inWindow = printed.subList(linesBeforeWindow, printed.size());
            double published = publishRates(inWindow);
            double messages = (Double.isNaN(published) ? rate : published) * window;
            return new Figures(
                    cpu / messages,
                    cpu / 1e9 / window,
                    published,
                    lastSendDelay(inWindow, 1),
                    lastSendDelay(inWindow, 2));
        } finally {
            omb.stop();
            Folders.deleteQuietly(dir);
        }
    }

    /** The send delay percentile (group 1: p50, 2: p99) of the last of {@code lines} that has one; NaN if none. */
    static double lastSendDelay(List<String> lines, int group) {
        double delay = Double.NaN;
        for (String line : lines) {
            Matcher m = PUBLISH_DELAY.matcher(line);
            if (m.find()) {
                delay = Double.parseDouble(m.group(group));
            }
        }
        return delay;
    }

    /**
     * msgbench's settings as OMB's Kafka driver file: {@code producerProps} as ProducerPerformance gets them
     * (bootstrap.servers and the producer's config), and the consumer's config as msgbench's driver file has it.
     */
    static String driverFile(Map<String, String> producerProps, String consumerConfig) {
        return "name: Kafka\n"
                + "driverClass: " + DRIVER_CLASS + "\n"
                + "replicationFactor: 1\n"
                + "reset: false\n"
                + "topicConfig: |\n  min.insync.replicas=1\n"
                + "commonConfig: |\n  bootstrap.servers=" + producerProps.get("bootstrap.servers") + "\n"
                + "producerConfig: |\n"
                + indented(producerProps.entrySet().stream()
                        .filter(e -> !e.getKey().equals("bootstrap.servers"))
                        .map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining("\n")))
                + "consumerConfig: |\n" + indented(consumerConfig.strip());
    }

    /** One topic of one partition, one producer and one consumer, as the msgbench run beside it. */
    static String workloadFile(long rate, Path payload) {
        return String.join(
                "\n",
                "name: msgbench-perf-omb-" + rate,
                "topics: 1",
                "partitionsPerTopic: 1",
                "messageSize: " + MESSAGE_SIZE,
                "useRandomizedPayloads: false",
                "payloadFile: " + payload,
                "subscriptionsPerTopic: 1",
                "consumerPerSubscription: 1",
                "producersPerTopic: 1",
                "producerRate: " + rate,
                "consumerBacklogSizeGB: 0",
                "warmupDurationMinutes: 1",
                "testDurationMinutes: 1",
                "");
    }

    private static String indented(String lines) {
        return lines.lines().map(line -> "  " + line + "\n").collect(Collectors.joining());
    }

    /** How many publish-rate lines OMB has printed so far. */
    private static int publishRateLines(KafkaTool omb) {
        return (int) omb.printedSoFar().stream()
                .filter(line -> PUBLISH_RATE.matcher(line).find())
                .count();
    }

    /** The mean of the publish rates OMB printed in {@code lines}; NaN when it printed none. */
    static double publishRates(List<String> lines) {
        return lines.stream()
                .map(PUBLISH_RATE::matcher)
                .filter(Matcher::find)
                .mapToDouble(m -> Double.parseDouble(m.group(1).replace(",", "")))
                .average()
                .orElse(Double.NaN);
    }
}
