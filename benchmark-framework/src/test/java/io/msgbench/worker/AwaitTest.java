package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A driver call is bounded whether it blocks inside the call or its future never answers. */
class AwaitTest {
    private static final Duration BOUND = Duration.ofMillis(200);

    private final CountDownLatch released = new CountDownLatch(1);

    @AfterEach
    void releaseTheBlockedCall() {
        released.countDown();
    }

    @Test
    void callGivesUpOnACallThatBlocksBeforeReturningItsFuture() {
        assertThatThrownBy(() -> Await.call(
                        () -> {
                            awaitRelease();
                            return CompletableFuture.completedFuture("late");
                        },
                        BOUND,
                        "creating 1 topic(s)"))
                .isInstanceOf(WorkerException.class)
                .hasMessageStartingWith("creating 1 topic(s): no answer within");
    }

    @Test
    void callGivesUpOnAFutureThatNeverAnswers() {
        assertThatThrownBy(() -> Await.call(CompletableFuture::new, BOUND, "describing topic t"))
                .isInstanceOf(WorkerException.class)
                .hasMessageStartingWith("describing topic t: no answer within");
    }

    @Test
    void callWordsWhatTheCallThrows() {
        assertThatThrownBy(() -> Await.call(
                        () -> {
                            throw new IllegalStateException("the broker said no");
                        },
                        BOUND,
                        "creating 1 topic(s)"))
                .isInstanceOf(WorkerException.class)
                .hasMessage("creating 1 topic(s): the broker said no");
    }

    @Test
    void callReturnsTheAnswer() {
        assertThat(Await.call(() -> CompletableFuture.completedFuture(3), BOUND, "describing topic t"))
                .isEqualTo(3);
    }

    private void awaitRelease() {
        try {
            released.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
