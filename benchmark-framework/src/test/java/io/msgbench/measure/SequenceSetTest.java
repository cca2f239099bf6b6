package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class SequenceSetTest {

    @Test
    void aSlowProducersFewNumbersCostAFewWordsNotAWholePage() {
        SequenceSet set = new SequenceSet();
        for (long sequence = 0; sequence < 200; sequence++) {
            set.add(sequence);
        }
        assertThat(set.size()).isEqualTo(200);
        assertThat(set.wordsHeld()).isEqualTo(SequenceSet.FIRST_WORDS);
    }

    @Test
    void numbersBeyondAShortPagesBitsAreAbsentAndCountAsMissing() {
        SequenceSet few = new SequenceSet();
        SequenceSet many = new SequenceSet();
        for (long sequence = 0; sequence < 64 * SequenceSet.FIRST_WORDS; sequence++) {
            few.add(sequence);
        }
        many.addRange(0, SequenceSet.PAGE_SIZE - 1);

        for (long probe = 64 * SequenceSet.FIRST_WORDS; probe < SequenceSet.PAGE_SIZE; probe += 61) {
            assertThat(few.contains(probe)).as("contains %d", probe).isFalse();
        }
        assertThat(many.countMissingFrom(few)).isEqualTo(SequenceSet.PAGE_SIZE - 1 - 64 * SequenceSet.FIRST_WORDS);
        assertThat(few.countMissingFrom(many)).isZero();
    }

    @Test
    void aNumberHighInAPageGrowsItsBitsToReachIt() {
        SequenceSet set = new SequenceSet();
        long high = SequenceSet.PAGE_SIZE - 1;

        assertThat(set.add(high)).isTrue();
        assertThat(set.add(high)).as("already present").isFalse();
        assertThat(set.contains(high)).isTrue();
        assertThat(set.contains(high - 1)).isFalse();
        assertThat(set.wordsHeld()).isEqualTo(SequenceSet.PAGE_SIZE / Long.SIZE);
    }

    /** Numbers in near order with gaps and repeats across pages, checked against a plain sorted set. */
    @Test
    void agreesWithASortedSetOnEveryQuery() {
        Random random = new Random(42);
        SequenceSet set = new SequenceSet();
        SequenceSet other = new SequenceSet();
        TreeSet<Long> expected = new TreeSet<>();
        TreeSet<Long> otherExpected = new TreeSet<>();
        for (int i = 0; i < 300_000; i++) {
            long sequence = (long) i + random.nextInt(5_000) - (i % 7 == 0 ? 3 * SequenceSet.PAGE_SIZE / 2 : 0);
            if (sequence < 0 || random.nextInt(50) == 0) {
                continue; // a gap
            }
            assertThat(set.add(sequence)).isEqualTo(expected.add(sequence));
            if (random.nextBoolean()) {
                other.add(sequence);
                otherExpected.add(sequence);
            }
        }
        set.addRange(400_000, 400_000 + 2L * SequenceSet.PAGE_SIZE + 5);
        for (long s = 400_000; s < 400_000 + 2L * SequenceSet.PAGE_SIZE + 5; s++) {
            expected.add(s);
        }

        assertThat(set.size()).isEqualTo(expected.size());
        for (long probe = 0; probe < 600_000; probe += 7) {
            assertThat(set.contains(probe)).as("contains %d", probe).isEqualTo(expected.contains(probe));
        }
        long missing = expected.stream().filter(s -> !otherExpected.contains(s)).count();
        assertThat(set.countMissingFrom(other)).isEqualTo(missing);
        assertThat(expand(set.ranges())).isEqualTo(new ArrayList<>(expected));
    }

    private static List<Long> expand(long[] ranges) {
        List<Long> numbers = new ArrayList<>();
        for (int i = 0; i + 1 < ranges.length; i += 2) {
            for (long s = ranges[i]; s < ranges[i + 1]; s++) {
                numbers.add(s);
            }
        }
        return numbers;
    }
}
