package io.msgbench.driver.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class FuturesTest {
    @Test
    void theRealFailureIsFoundUnderEveryWrapper() {
        IOException real = new IOException("refused");

        assertThat(Futures.unwrap(new CompletionException(new ExecutionException(real))))
                .isSameAs(real);
        assertThat(Futures.unwrap(real)).isSameAs(real);
    }

    @Test
    void aWrapperWithoutACauseIsTheFailure() {
        CompletionException bare = new CompletionException("no cause", null);

        assertThat(Futures.unwrap(bare)).isSameAs(bare);
    }

    @Test
    void aCauseOtherThanAWrapperIsNotUnwrapped() {
        IllegalStateException outer = new IllegalStateException("outer", new IOException("inner"));

        assertThat(Futures.unwrap(outer)).isSameAs(outer);
    }
}
