package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class WorkerBoundsTest {

    /** Creation rates are in the thousands per second: the bound grows by one driver-call bound per 10,000 topics. */
    @Test
    void creatingTopicsGetsTheCallBoundAgainForEveryTenThousandTopics() {
        WorkerBounds bounds = WorkerBounds.DEFAULTS;
        assertThat(bounds.topicCreation(1)).isEqualTo(Duration.ofSeconds(60));
        assertThat(bounds.topicCreation(9_999)).isEqualTo(Duration.ofSeconds(60));
        assertThat(bounds.topicCreation(10_000)).isEqualTo(Duration.ofMinutes(2));
        assertThat(bounds.topicCreation(25_000)).isEqualTo(Duration.ofMinutes(3));
    }

    @Test
    void anotherCallBoundLeavesTheInFlightAndCloseBounds() {
        WorkerBounds bounds = WorkerBounds.DEFAULTS.withClientCall(Duration.ofSeconds(3));
        assertThat(bounds)
                .isEqualTo(new WorkerBounds(Duration.ofSeconds(3), Duration.ofSeconds(30), Duration.ofSeconds(30)));
        assertThat(bounds.topicCreation(10_000)).isEqualTo(Duration.ofSeconds(6));
    }
}
