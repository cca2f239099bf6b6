package io.msgbench.embedded.rabbitmq;

import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits until an AMQP client connects to the node (the broker accepts connections once it has booted). */
final class ReadinessProbe {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration RETRY_PAUSE = Duration.ofMillis(200);

    private ReadinessProbe() {
    }

    /**
     * @return the broker's version when ready, or null when {@code cancelled} first
     * @throws IllegalStateException when the node exits or is not ready within {@code limit}
     */
    static String await(String uri, NodeProcesses node, Duration limit, BooleanSupplier cancelled)
            throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        String lastFailure = "no attempt finished";
        while (!cancelled.getAsBoolean()) {
            if (!node.isAlive()) {
                throw new IllegalStateException("rabbitmq-server exited with code " + node.exitValue()
                        + " before it was ready (its own message is in the lines above)");
            }
            try {
                return probe(uri);
            } catch (Exception e) {
                lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("rabbitmq-server not ready within " + limit.toSeconds() + " s; last: "
                        + lastFailure);
            }
            Thread.sleep(RETRY_PAUSE.toMillis());
        }
        return null;
    }

    private static String probe(String uri) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(uri);
        factory.setConnectionTimeout((int) ATTEMPT_TIMEOUT.toMillis());
        factory.setAutomaticRecoveryEnabled(false);
        try (Connection connection = factory.newConnection("msgbench-readiness")) {
            return String.valueOf(connection.getServerProperties().get("version"));
        }
    }
}
