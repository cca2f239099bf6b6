package io.msgbench.driver.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.ReadFrom;
import java.util.Collection;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class TailOnlyDriverTest {
    private static final String REFUSAL = "consumeFrom: BEGINNING: no history here; use TAIL";
    private final AtomicInteger created = new AtomicInteger();
    private final Driver driver = new Driver();

    @Test
    void theTailIsServedAndTheBeginningRefusedInTheDriversLine() {
        assertThat(driver.refusesReadFrom(ReadFrom.TAIL)).isEmpty();
        assertThat(driver.refusesReadFrom(ReadFrom.BEGINNING)).contains(REFUSAL);
    }

    @Test
    void aConsumerFromTheBeginningIsNeverCreated() {
        assertThatThrownBy(() -> driver.createConsumer("t", "s", ReadFrom.BEGINNING, payload -> {})
                        .join())
                .cause()
                .isInstanceOf(DriverException.class)
                .hasMessage(REFUSAL);
        assertThat(created).hasValue(0);

        assertThat(driver.createConsumer("t", "s", ReadFrom.TAIL, payload -> {}))
                .isCompleted();
        assertThat(created).hasValue(1);
    }

    private final class Driver extends SpiRemainder implements TailOnlyDriver {
        @Override
        public String beginningRefusal() {
            return REFUSAL;
        }

        @Override
        public CompletableFuture<BenchmarkConsumer> createConsumer(
                String topic, String subscriptionName, ConsumerCallback callback) {
            created.incrementAndGet();
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public CompletableFuture<Void> createTopic(String topic, int partitions) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<Optional<Integer>> partitionCount(String topic) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<Void> deleteTopics(Collection<String> topics) {
            throw new UnsupportedOperationException();
        }
    }
}
