package io.msgbench.driver.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverException;
import java.io.IOException;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

class CallsTest {

    @Test
    void aCallThatReturnsIsADoneFuture() {
        assertThat(Calls.now(() -> 42)).isCompletedWithValue(42);
    }

    @Test
    void aCallThatThrowsIsAFailedFutureWithWhatItThrew() {
        IOException thrown = new IOException("broker gone");

        assertThatThrownBy(() -> Calls.now(() -> {
                            throw thrown;
                        })
                        .join())
                .isInstanceOf(CompletionException.class)
                .cause()
                .isSameAs(thrown);
    }

    @Test
    void aFailureIsExplainedInTheDriversWords() {
        assertThatThrownBy(() -> Calls.now(
                                () -> {
                                    throw new IOException("broker gone");
                                },
                                e -> new DriverException("Artemis: " + e.getMessage(), e))
                        .join())
                .cause()
                .isInstanceOf(DriverException.class)
                .hasMessage("Artemis: broker gone");
    }
}
