package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.measure.PayloadHeader;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.Queue;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * What a run's producers put on a topic its run left behind ({@code keepTopics}), read back through the
 * driver: the header msgbench stamped on each message (producer, sequence, intended send time). A send rate
 * is checked on these, the program's own record, instead of on a clock.
 */
final class SentSchedule {
    /** Only a guard against a hang: reading back is done when every acknowledged message has arrived. */
    private static final long READ_BACK_GUARD_SECONDS = 300;

    private SentSchedule() {}

    /** The headers of the {@code acked} messages of the run on {@code topic} (probes left out). */
    static List<PayloadHeader.Fields> readBack(DriverSpec spec, String topic, long acked) throws Exception {
        Queue<PayloadHeader.Fields> headers = new ConcurrentLinkedQueue<>();
        CountDownLatch all = new CountDownLatch(Math.toIntExact(acked));
        try (LoadedDriver driver = Runs.driverLoader().load(spec)) {
            driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
            BenchmarkConsumer consumer = driver.createConsumer(topic, "read-back", ReadFrom.BEGINNING, payload -> {
                        PayloadHeader.Fields header = PayloadHeader.read(payload);
                        if (header != null && !header.probe()) {
                            headers.add(header);
                            all.countDown();
                        }
                    })
                    .get(60, TimeUnit.SECONDS);
            boolean complete = all.await(READ_BACK_GUARD_SECONDS, TimeUnit.SECONDS);
            consumer.close();
            driver.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
            assertThat(complete)
                    .as("read back %d of %d messages", headers.size(), acked)
                    .isTrue();
        }
        return List.copyOf(headers);
    }

    /**
     * Every producer sent its messages 0, 1, 2, ... without a gap (none of the schedule skipped), and together
     * their intended send times form one grid {@code 1/rate} apart, up to the time every producer has reached.
     */
    static void assertOnTheGrid(List<PayloadHeader.Fields> sent, double ratePerSecond, int producers) {
        Map<Integer, List<Long>> sequences = sent.stream()
                .collect(Collectors.groupingBy(
                        PayloadHeader.Fields::producerId,
                        TreeMap::new,
                        Collectors.mapping(PayloadHeader.Fields::sequence, Collectors.toList())));
        assertThat(sequences).hasSize(producers);
        sequences.forEach(
                (producer, numbers) -> assertThat(numbers.stream().sorted().toList())
                        .as("producer %d", producer)
                        .isEqualTo(LongStream.range(0, numbers.size()).boxed().toList()));
        long horizon = sent.stream()
                .collect(Collectors.groupingBy(
                        PayloadHeader.Fields::producerId,
                        Collectors.summarizingLong(PayloadHeader.Fields::intendedEpochNanos)))
                .values()
                .stream()
                .mapToLong(LongSummaryStatistics::getMax)
                .min()
                .orElseThrow();
        long[] intended = sent.stream()
                .mapToLong(PayloadHeader.Fields::intendedEpochNanos)
                .filter(t -> t <= horizon)
                .sorted()
                .toArray();
        assertThat(intended.length).isGreaterThan(sent.size() - producers);
        long gap = Math.round(1e9 / ratePerSecond);
        for (int i = 1; i < intended.length; i++) {
            // the schedule rounds each intended time down to the nanosecond
            assertThat(intended[i] - intended[i - 1])
                    .as("gap before message %d of the grid", i)
                    .isBetween(gap - 2, gap + 2);
        }
    }
}
