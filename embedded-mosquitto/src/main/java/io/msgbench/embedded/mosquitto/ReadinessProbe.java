package io.msgbench.embedded.mosquitto;

import io.msgbench.embedded.launcher.ServerProcess;
import com.hivemq.client.mqtt.mqtt5.Mqtt5BlockingClient;
import com.hivemq.client.mqtt.mqtt5.Mqtt5Client;
import java.time.Duration;
import java.util.UUID;
import java.util.function.BooleanSupplier;

/** Waits until an MQTT 5 client connects to the broker (CONNACK) and disconnects again. */
final class ReadinessProbe {
    private static final Duration RETRY_PAUSE = Duration.ofMillis(100);

    private ReadinessProbe() {
    }

    /**
     * @return true when ready, false when {@code cancelled} first
     * @throws IllegalStateException when mosquitto exits or is not ready within {@code limit}
     */
    static boolean await(int port, ServerProcess server, Duration limit, BooleanSupplier cancelled)
            throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        String lastFailure = "no attempt finished";
        while (!cancelled.getAsBoolean()) {
            if (!server.isAlive()) {
                throw new IllegalStateException("mosquitto exited with code " + server.exitValue()
                        + " before it was ready (its own message is in the lines above)");
            }
            try {
                probe(port);
                return true;
            } catch (RuntimeException e) {
                lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("mosquitto not ready within " + limit.toSeconds() + " s; last: "
                        + lastFailure);
            }
            Thread.sleep(RETRY_PAUSE.toMillis());
        }
        return false;
    }

    private static void probe(int port) {
        Mqtt5BlockingClient client = Mqtt5Client.builder().identifier("msgbench-probe-" + UUID.randomUUID())
                .serverHost("127.0.0.1").serverPort(port).buildBlocking();
        client.connect();
        client.disconnect();
    }
}
