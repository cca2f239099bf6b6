package io.msgbench.embedded.pulsar;

import io.msgbench.embedded.launcher.Readiness;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminException;
import org.apache.pulsar.client.api.Producer;
import org.apache.pulsar.client.api.PulsarClient;
import org.apache.pulsar.client.api.PulsarClientException;

/**
 * The standalone serves clients: the admin API answers and a message is persisted (acknowledged by the bookie) on
 * a probe topic, which is then deleted.
 */
final class ReadinessProbe implements Readiness.ClosingProbe<Boolean> {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(15);
    private static final String PROBE_TOPIC = "persistent://public/default/msgbench-embedded-readiness-probe";

    private final PulsarAdmin admin;
    private final PulsarClient client;

    ReadinessProbe(String serviceUrl, String httpUrl) throws PulsarClientException {
        int attemptSeconds = (int) ATTEMPT_TIMEOUT.toSeconds();
        this.admin = PulsarAdmin.builder()
                .serviceHttpUrl(httpUrl)
                .connectionTimeout(attemptSeconds, TimeUnit.SECONDS)
                .requestTimeout(attemptSeconds, TimeUnit.SECONDS)
                .build();
        this.client = PulsarClient.builder()
                .serviceUrl(serviceUrl)
                .operationTimeout(attemptSeconds, TimeUnit.SECONDS)
                .connectionTimeout(attemptSeconds, TimeUnit.SECONDS)
                .build();
    }

    @Override
    public Boolean attempt() throws PulsarAdminException, PulsarClientException {
        if (!admin.namespaces().getNamespaces("public").contains("public/default")) {
            throw new PulsarAdminException("namespace public/default not created yet");
        }
        try (Producer<byte[]> producer = client.newProducer()
                .topic(PROBE_TOPIC)
                .sendTimeout((int) ATTEMPT_TIMEOUT.toSeconds(), TimeUnit.SECONDS)
                .create()) {
            producer.send(new byte[] {1});
        }
        admin.topics().delete(PROBE_TOPIC, true);
        return true;
    }

    @Override
    public void close() throws PulsarClientException {
        try (client) {
            admin.close();
        }
    }
}
