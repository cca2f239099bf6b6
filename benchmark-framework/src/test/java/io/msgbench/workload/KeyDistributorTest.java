package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KeyDistributorTest {
    @Test
    void noKeyAlwaysReturnsNoKey() {
        KeyDistributor keys = KeyDistributor.create(KeyDistributorType.NO_KEY);

        assertThat(IntStream.range(0, 100).map(i -> keys.nextKeyIndex())).containsOnly(KeyDistributor.NO_KEY);
    }

    @Test
    void roundRobinCyclesThroughEveryKey() {
        KeyDistributor keys = KeyDistributor.create(KeyDistributorType.KEY_ROUND_ROBIN);

        for (int i = 0; i < keys.keyCount(); i++) {
            assertThat(keys.nextKeyIndex()).isEqualTo(i);
        }
        assertThat(keys.nextKeyIndex()).isZero();
        assertThat(keys.nextKeyIndex()).isEqualTo(1);
    }

    @Test
    void randomStaysInRangeAndSpreads() {
        KeyDistributor keys = KeyDistributor.create(KeyDistributorType.RANDOM_NANO);
        Set<Integer> seen = new HashSet<>();

        for (int i = 0; i < 50_000; i++) {
            int index = keys.nextKeyIndex();
            assertThat(index).isBetween(0, keys.keyCount() - 1);
            seen.add(index);
        }
        assertThat(seen).hasSizeGreaterThan(9_000);
    }

    @Test
    void keysAreShortDistinctAndTheSameInEveryInstance() {
        KeyDistributor keys = KeyDistributor.create(KeyDistributorType.KEY_ROUND_ROBIN);
        KeyDistributor other = KeyDistributor.create(KeyDistributorType.RANDOM_NANO);
        Set<String> distinct = new HashSet<>();

        for (int i = 0; i < keys.keyCount(); i++) {
            assertThat(keys.keyAt(i)).hasSize(7).matches("[0-9a-zA-Z]+").isEqualTo(other.keyAt(i));
            distinct.add(keys.keyAt(i));
        }
        assertThat(keys.keyCount()).isEqualTo(10_000);
        assertThat(distinct).hasSize(10_000);
    }
}
