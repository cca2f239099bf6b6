package io.msgbench.embedded.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ReadinessTest {
    private final AtomicInteger attempts = new AtomicInteger();

    @Test
    void theFirstAttemptThatSucceedsEndsTheWaitWithItsValue() throws Exception {
        Readiness.Probe<String> thirdTime = () -> {
            if (attempts.incrementAndGet() < 3) {
                throw new IOException("connection refused");
            }
            return "7.0.15";
        };

        assertThat(Readiness.of("redis-server", Duration.ofMinutes(1)).await(thirdTime, () -> false))
                .contains("7.0.15");
        assertThat(attempts).hasValue(3);
    }

    @Test
    void aCancelledStartEndsTheWaitEmptyBeforeAnyAttempt() throws Exception {
        assertThat(Readiness.of("broker", Duration.ofMinutes(1)).await(attempts::incrementAndGet, () -> true))
                .isEmpty();
        assertThat(attempts).hasValue(0);
    }

    @Test
    void noSuccessWithinTheLimitSaysTheLastFailureUnwrapped() {
        Readiness.Probe<Boolean> failing = () -> {
            throw new ExecutionException(new IOException("attempt " + attempts.incrementAndGet()));
        };

        assertThatThrownBy(() -> Readiness.of("standalone", Duration.ZERO).await(failing, () -> false))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("standalone not ready within 0 s; last: IOException: attempt 1");
    }

    @Test
    void aWatchedProcessThatExitsEndsTheWaitWithItsExitCode() {
        Readiness.Watched exited = new Readiness.Watched() {
            @Override
            public boolean isAlive() {
                return false;
            }

            @Override
            public int exitValue() {
                return 3;
            }
        };

        assertThatThrownBy(() -> Readiness.of("nats-server", Duration.ofMinutes(1))
                        .watching(exited)
                        .await(attempts::incrementAndGet, () -> false))
                .hasMessage(
                        "nats-server exited with code 3 before it was ready (its own message is in the lines above)");
        assertThat(attempts).hasValue(0);
    }
}
