package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.worker.WorkerLostException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A worker whose port refuses is gone and is declared lost after 3.5 s of silence; one that answers too late may
 * only be busy (a loaded host ran 16 worker JVMs past the 2 s heartbeat timeout in CI) and is given 15 s.
 */
class HeartbeatTest {

    @Test
    void aWorkerThatRefusesOrResetsIsLostAfterTheShortSilence() {
        assertThat(Heartbeat.allowedSilence(lost(new ConnectException("Connection refused"))))
                .isEqualTo(Duration.ofMillis(3_500));
        assertThat(Heartbeat.allowedSilence(new IllegalStateException("worker answered 500")))
                .isEqualTo(Duration.ofMillis(3_500));
    }

    @Test
    void aWorkerThatAnswersTooLateIsGivenTheLongSilence() {
        assertThat(Heartbeat.allowedSilence(lost(new HttpTimeoutException("request timed out"))))
                .isEqualTo(Duration.ofSeconds(15));
        assertThat(Heartbeat.allowedSilence(lost(new HttpConnectTimeoutException("connect timed out"))))
                .isEqualTo(Duration.ofSeconds(15));
    }

    private static WorkerLostException lost(Exception cause) {
        return new WorkerLostException("http://127.0.0.1:8090", "/v1/heartbeat: " + cause.getMessage(), cause);
    }
}
