package io.msgbench.perf;

import java.util.List;
import java.util.stream.IntStream;

/**
 * Topic creation at OMB's scale: 10,000 one-partition topics on the embedded Kafka broker in one call of the driver
 * (its batched CreateTopics requests), timed until the broker's metadata shows the last of them; then deleted.
 */
final class TopicsSection {
    static final int TOPICS = 10_000;

    private TopicsSection() {}

    static void run(SuiteSettings settings, Report report) throws Exception {
        int count = settings.smoke() ? TOPICS / 10 : TOPICS;
        report.section(
                "topics",
                "Topic creation: " + Report.number(count) + " one-partition topics on the embedded "
                        + "Kafka 4.1.2 broker, one createTopics call of the driver");
        try (KafkaBench kafka = KafkaBench.start(settings)) {
            List<String> topics =
                    IntStream.range(0, count).mapToObj(i -> "topics-" + i).toList();
            long start = System.nanoTime();
            List<String> created = kafka.createTopics(topics);
            double seconds = (System.nanoTime() - start) / 1e9;
            report.figure("created", "topics created", created.size(), "");
            report.figure("seconds", "until the last was described", seconds, "s");
            report.figure("topicsPerSecond", "creation rate", created.size() / seconds, "topics/s");
        }
    }
}
