package io.msgbench.worker;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ClientMetrics;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How several producers' (or samples') figures combine: averages averaged, maxima the largest, minima the least. */
class ClientFiguresTest {

    @Test
    void theFreeBufferIsTheLeastOverProducersTheRequestRateTheirAverageTheLongestWaitTheLargest() {
        ClientFigures figures = new ClientFigures();
        figures.add(Map.of(
                ClientMetrics.PRODUCER_BUFFER_FREE_MIN,
                1000.0,
                ClientMetrics.PRODUCER_REQUEST_RATE,
                10.0,
                ClientMetrics.PRODUCER_QUEUE_MAX,
                5.0,
                ClientMetrics.PRODUCER_BUFFER_TOTAL,
                4096.0));
        figures.add(Map.of(
                ClientMetrics.PRODUCER_BUFFER_FREE_MIN,
                200.0,
                ClientMetrics.PRODUCER_REQUEST_RATE,
                30.0,
                ClientMetrics.PRODUCER_QUEUE_MAX,
                9.0,
                ClientMetrics.PRODUCER_BUFFER_TOTAL,
                4096.0));
        figures.add(Map.of(ClientMetrics.PRODUCER_BUFFER_FREE_MIN, 3000.0));

        assertThat(figures.combined())
                .containsEntry(ClientMetrics.PRODUCER_BUFFER_FREE_MIN, 200.0)
                .containsEntry(ClientMetrics.PRODUCER_REQUEST_RATE, 20.0)
                .containsEntry(ClientMetrics.PRODUCER_QUEUE_MAX, 9.0)
                .containsEntry(ClientMetrics.PRODUCER_BUFFER_TOTAL, 4096.0);
    }

    @Test
    void everyDeclaredFigureHasItsUnitAndADriversOwnTimeIsMilliseconds() {
        assertThat(ClientMetrics.UNITS).containsKeys(ClientMetrics.PATH_ORDER.toArray(String[]::new));
        assertThat(ClientMetrics.unit(ClientMetrics.PRODUCER_QUEUE_AVG)).isEqualTo("ms");
        assertThat(ClientMetrics.unit(ClientMetrics.PRODUCER_BUFFER_TOTAL)).isEqualTo("bytes");
        assertThat(ClientMetrics.unit(ClientMetrics.PRODUCER_RECORDS_PER_REQUEST))
                .isEqualTo("records");
        assertThat(ClientMetrics.unit("pulsar.send.ms.p50")).isEqualTo("ms");
        assertThat(ClientMetrics.unit("pulsar.receiver.queue.messages")).isEqualTo("messages");
        assertThat(ClientMetrics.unit("some.count")).isEqualTo("unknown");
    }
}
