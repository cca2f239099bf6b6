package io.msgbench.embedded.nats;

import io.msgbench.embedded.launcher.ServerProcess;
import io.nats.client.Connection;
import io.nats.client.JetStreamManagement;
import io.nats.client.Nats;
import io.nats.client.Options;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits until a client connects to the server and JetStream answers an account-information request. */
final class ReadinessProbe {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration RETRY_PAUSE = Duration.ofMillis(100);

    private ReadinessProbe() {
    }

    /**
     * @return the server's version when ready, or null when {@code cancelled} first
     * @throws IllegalStateException when the server exits or is not ready within {@code limit}
     */
    static String await(String url, ServerProcess server, Duration limit, BooleanSupplier cancelled)
            throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        String lastFailure = "no attempt finished";
        while (!cancelled.getAsBoolean()) {
            if (!server.isAlive()) {
                throw new IllegalStateException("nats-server exited with code " + server.exitValue()
                        + " before it was ready (its own message is in the lines above)");
            }
            try {
                return probe(url);
            } catch (Exception e) {
                lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("nats-server not ready within " + limit.toSeconds() + " s; last: "
                        + lastFailure);
            }
            Thread.sleep(RETRY_PAUSE.toMillis());
        }
        return null;
    }

    private static String probe(String url) throws Exception {
        Options options = new Options.Builder().server(url).connectionTimeout(ATTEMPT_TIMEOUT).noReconnect()
                .maxReconnects(0).build();
        try (Connection connection = Nats.connect(options)) {
            JetStreamManagement jetStream = connection.jetStreamManagement();
            jetStream.getAccountStatistics();
            return connection.getServerInfo().getVersion();
        }
    }
}
