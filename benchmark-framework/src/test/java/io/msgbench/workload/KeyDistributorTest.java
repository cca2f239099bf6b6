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

    @Test
    void zipfPicksLowIndexesFarMoreOftenAndStaysInRange() {
        KeyDistributor keys = KeyDistributor.create(KeyDistributorType.ZIPF, 1.0);
        int[] counts = new int[keys.keyCount()];

        for (int i = 0; i < 200_000; i++) {
            counts[keys.nextKeyIndex()]++;
        }
        // with s = 1 over 10,000 keys, P(key 0) = 1/H(10000) ≈ 0.1020 and P(key 1) = half of that
        assertThat(counts[0] / 200_000.0).isBetween(0.095, 0.109);
        assertThat((double) counts[0] / counts[1]).isBetween(1.8, 2.2);
        assertThat(counts[0]).isGreaterThan(50 * counts[9_999] + 50);
    }

    @Test
    void zipfExponentSetsTheSkew() {
        ZipfKeys uniform = new ZipfKeys(100, 0.0);
        ZipfKeys classic = new ZipfKeys(100, 1.0);
        ZipfKeys steep = new ZipfKeys(100, 2.0);

        assertThat(uniform.probability(0)).isCloseTo(0.01, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(classic.probability(0) / classic.probability(1))
                .isCloseTo(2.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(steep.probability(0) / steep.probability(1))
                .isCloseTo(4.0, org.assertj.core.data.Offset.offset(1e-9));
    }
}
