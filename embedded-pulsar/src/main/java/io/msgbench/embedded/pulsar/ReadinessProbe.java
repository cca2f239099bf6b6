package io.msgbench.embedded.pulsar;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminException;
import org.apache.pulsar.client.api.Producer;
import org.apache.pulsar.client.api.PulsarClient;
import org.apache.pulsar.client.api.PulsarClientException;

/**
 * Waits until the standalone serves clients: the admin API answers and a message is persisted (acknowledged
 * by the bookie) on a probe topic, which is then deleted.
 */
final class ReadinessProbe {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration RETRY_PAUSE = Duration.ofMillis(250);
    private static final String PROBE_TOPIC = "persistent://public/default/msgbench-embedded-readiness-probe";

    private ReadinessProbe() {
    }

    /**
     * @param cancelled checked between attempts, so a stop request during startup is not delayed
     * @return true when ready, false when cancelled
     * @throws TimeoutException when not ready within {@code limit}; the message holds the last failure
     */
    static boolean await(String serviceUrl, String httpUrl, Duration limit, BooleanSupplier cancelled)
            throws TimeoutException, InterruptedException, PulsarClientException {
        long deadline = System.nanoTime() + limit.toNanos();
        int attemptSeconds = (int) ATTEMPT_TIMEOUT.toSeconds();
        try (PulsarAdmin admin = PulsarAdmin.builder().serviceHttpUrl(httpUrl)
                .connectionTimeout(attemptSeconds, TimeUnit.SECONDS)
                .requestTimeout(attemptSeconds, TimeUnit.SECONDS).build();
             PulsarClient client = PulsarClient.builder().serviceUrl(serviceUrl)
                     .operationTimeout(attemptSeconds, TimeUnit.SECONDS)
                     .connectionTimeout(attemptSeconds, TimeUnit.SECONDS).build()) {
            String lastFailure = "no attempt finished";
            while (!cancelled.getAsBoolean()) {
                try {
                    probe(admin, client);
                    return true;
                } catch (PulsarAdminException | PulsarClientException e) {
                    lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
                }
                if (System.nanoTime() > deadline) {
                    throw new TimeoutException("standalone not ready within " + limit.toSeconds() + " s; last: "
                            + lastFailure);
                }
                Thread.sleep(RETRY_PAUSE.toMillis());
            }
            return false;
        }
    }

    private static void probe(PulsarAdmin admin, PulsarClient client)
            throws PulsarAdminException, PulsarClientException {
        if (!admin.namespaces().getNamespaces("public").contains("public/default")) {
            throw new PulsarAdminException("namespace public/default not created yet");
        }
        try (Producer<byte[]> producer = client.newProducer().topic(PROBE_TOPIC)
                .sendTimeout((int) ATTEMPT_TIMEOUT.toSeconds(), TimeUnit.SECONDS).create()) {
            producer.send(new byte[] {1});
        }
        admin.topics().delete(PROBE_TOPIC, true);
    }
}
