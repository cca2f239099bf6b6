package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A close that hangs (a broker gone) is left behind after the bound; the others still close. */
class BoundedCloseTest {
    private static final Duration BOUND = Duration.ofMillis(200);

    private final CountDownLatch released = new CountDownLatch(1);
    private final AutoCloseable hanging = released::await;

    @AfterEach
    void releaseTheHangingClose() {
        released.countDown();
    }

    @Test
    void allClosesEveryClientAndCountsTheOnesStillClosing() {
        AtomicBoolean closed = new AtomicBoolean();
        AutoCloseable failing = () -> {
            throw new IOException("broker gone");
        };

        int left = BoundedClose.all(List.of(hanging, failing, () -> closed.set(true)), BOUND, "producer");

        assertThat(left).isEqualTo(1);
        assertThat(closed).isTrue();
    }

    @Test
    void allReportsNothingLeftWhenEveryCloseFinishes() {
        AtomicBoolean closed = new AtomicBoolean();

        assertThat(BoundedClose.all(List.of(() -> closed.set(true)), BOUND, "consumer"))
                .isZero();
        assertThat(closed).isTrue();
    }

    @Test
    void oneGivesUpOnAHangingCloseWithAWorkerException() {
        assertThatThrownBy(() -> BoundedClose.one(hanging, BOUND, "driver"))
                .isInstanceOf(WorkerException.class)
                .hasMessageStartingWith("closing the driver: no answer within");
    }

    @Test
    void oneWordsTheCloseFailureAsAWorkerException() {
        IOException failure = new IOException("broker gone");

        assertThatThrownBy(() -> BoundedClose.one(
                        () -> {
                            throw failure;
                        },
                        BOUND,
                        "driver"))
                .isInstanceOf(WorkerException.class)
                .hasMessage("closing the driver: broker gone")
                .hasCause(failure);
    }

    @Test
    void oneReturnsWhenTheCloseDoes() {
        AtomicBoolean closed = new AtomicBoolean();

        BoundedClose.one(() -> closed.set(true), BOUND, "driver");

        assertThat(closed).isTrue();
    }
}
