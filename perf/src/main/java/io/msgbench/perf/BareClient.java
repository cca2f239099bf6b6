package io.msgbench.perf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The floor: Kafka's producer and consumer in a loop that measures nothing ({@code BareKafkaClient} in
 * perf-kafka-tools, a JVM of its own), with the same records and producer settings. What msgbench and Kafka's
 * tools cost per message beyond this is their measuring.
 */
final class BareClient {
    static final String MAIN_CLASS = "io.msgbench.perf.floor.BareKafkaClient";
    private static final Pattern WINDOW_STARTS = Pattern.compile("^bare: window starts");
    private static final Pattern FIGURES =
            Pattern.compile("^bare: acked=(\\d+) received=(\\d+) seconds=([\\d.]+) cpuNanos=(\\d+)");

    private BareClient() {}

    static ToolWindow run(SuiteSettings settings, KafkaBench kafka, String topic) throws Exception {
        List<String> args = new ArrayList<>(List.of(
                kafka.bootstrapServers(),
                topic,
                String.valueOf(Workloads.MESSAGE_SIZE),
                String.valueOf(settings.warmup().toSeconds()),
                String.valueOf(settings.measure().toSeconds())));
        for (Map.Entry<String, String> setting : kafka.producerProps().entrySet()) {
            args.add(setting.getKey() + "=" + setting.getValue());
        }
        KafkaTool bare = KafkaTool.start(settings.home(), MAIN_CLASS, args);
        long timeout = 120 + settings.warmup().plus(settings.measure()).toSeconds();
        bare.awaitLines(WINDOW_STARTS, 1, timeout);
        long brokerAtStart = kafka.brokerCpuNanos();
        bare.awaitLines(FIGURES, 1, timeout);
        long broker = kafka.brokerCpuNanos() - brokerAtStart;
        List<String> lines = bare.await(120);
        for (String line : lines) {
            Matcher m = FIGURES.matcher(line);
            if (m.find()) {
                long acked = Math.max(1, Long.parseLong(m.group(1)));
                return new ToolWindow(
                        acked / Double.parseDouble(m.group(3)),
                        Long.parseLong(m.group(4)) / (double) acked,
                        broker / (double) acked);
            }
        }
        throw new IllegalStateException(
                "the bare client printed no figures: " + String.join(" | ", KafkaTool.tail(lines)));
    }
}
