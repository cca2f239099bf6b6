package io.msgbench.driver.nats;

import java.util.List;
import java.util.stream.IntStream;

/** A topic is a JetStream stream of that name; its partition n is the subject {@code <topic>.<n>}. */
final class Topics {
    private Topics() {}

    static String subject(String topic, int partition) {
        return topic + "." + partition;
    }

    static List<String> subjects(String topic, int partitions) {
        return IntStream.range(0, partitions).mapToObj(p -> subject(topic, p)).toList();
    }
}
