package io.msgbench.embedded.kafka;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;

/** Waits until the broker serves clients: the cluster answers and a probe topic can be created and deleted. */
final class ReadinessProbe {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration RETRY_PAUSE = Duration.ofMillis(200);
    private static final String PROBE_TOPIC = "msgbench-embedded-readiness-probe";

    private ReadinessProbe() {
    }

    /**
     * @param cancelled checked between attempts, so a stop request during startup is not delayed
     * @return true when ready, false when cancelled
     * @throws TimeoutException when not ready within {@code limit}; the message holds the last failure
     */
    static boolean await(String bootstrapServers, Duration limit, BooleanSupplier cancelled)
            throws TimeoutException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        int attemptMillis = (int) ATTEMPT_TIMEOUT.toMillis();
        try (Admin admin = Admin.create(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, attemptMillis,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, attemptMillis))) {
            String lastFailure = "no attempt finished";
            while (!cancelled.getAsBoolean()) {
                try {
                    probe(admin);
                    return true;
                } catch (ExecutionException | TimeoutException e) {
                    Throwable cause = e.getCause() != null ? e.getCause() : e;
                    lastFailure = cause.getClass().getSimpleName() + ": " + cause.getMessage();
                }
                if (System.nanoTime() > deadline) {
                    throw new TimeoutException("broker not ready within " + limit.toSeconds() + " s; last: "
                            + lastFailure);
                }
                Thread.sleep(RETRY_PAUSE.toMillis());
            }
            return false;
        }
    }

    private static void probe(Admin admin) throws ExecutionException, TimeoutException, InterruptedException {
        long timeout = ATTEMPT_TIMEOUT.toMillis();
        admin.describeCluster().clusterId().get(timeout, TimeUnit.MILLISECONDS);
        if (admin.listTopics().names().get(timeout, TimeUnit.MILLISECONDS).contains(PROBE_TOPIC)) {
            // left by an earlier attempt whose delete did not finish
            admin.deleteTopics(List.of(PROBE_TOPIC)).all().get(timeout, TimeUnit.MILLISECONDS);
        }
        admin.createTopics(List.of(new NewTopic(PROBE_TOPIC, 1, (short) 1))).all()
                .get(timeout, TimeUnit.MILLISECONDS);
        admin.deleteTopics(List.of(PROBE_TOPIC)).all().get(timeout, TimeUnit.MILLISECONDS);
    }
}
