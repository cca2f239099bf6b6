package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.measure.PayloadHeader;
import java.util.Collection;
import java.util.List;
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * A send rate checked on what the program stamped on each message (producer, sequence, intended send time)
 * instead of on a clock: a loaded machine makes the sender late, never the schedule wrong.
 */
final class ScheduleGrid {
    private ScheduleGrid() {}

    /**
     * Every producer sent its messages 0, 1, 2, ... without a gap (none of the schedule skipped), and together
     * their intended send times form one grid {@code 1/rate} apart, up to the time every producer has reached
     * (one may stop a message ahead of another).
     */
    static void assertOnTheGrid(Collection<PayloadHeader.Fields> headers, double ratePerSecond, int producers) {
        List<PayloadHeader.Fields> sent =
                headers.stream().filter(h -> !h.probe()).toList();
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
