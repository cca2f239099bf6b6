package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KeyCacheTest {

    @Test
    void aKeyIsWrappedOnceAndSharedByAllProducers() {
        KeyDistributor first = KeyDistributor.create(KeyDistributorType.KEY_ROUND_ROBIN);
        KeyDistributor second = KeyDistributor.create(KeyDistributorType.RANDOM_NANO);
        Optional<String> key = KeyCache.of(first, 42);
        assertThat(key).contains(first.keyAt(42));
        assertThat(KeyCache.of(second, 42)).isSameAs(key);
        assertThat(KeyCache.of(first, KeyDistributor.NO_KEY)).isEmpty();
    }
}
