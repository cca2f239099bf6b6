package io.msgbench.embedded.kafka;

import io.msgbench.embedded.launcher.Readiness;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;

/** The broker serves clients: the cluster answers and a probe topic can be created and deleted. */
final class ReadinessProbe implements Readiness.ClosingProbe<Boolean> {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);
    private static final String PROBE_TOPIC = "msgbench-embedded-readiness-probe";

    private final Admin admin;

    ReadinessProbe(String bootstrapServers) {
        int attemptMillis = (int) ATTEMPT_TIMEOUT.toMillis();
        this.admin = Admin.create(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, attemptMillis,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, attemptMillis));
    }

    @Override
    public Boolean attempt() throws Exception {
        long timeout = ATTEMPT_TIMEOUT.toMillis();
        admin.describeCluster().clusterId().get(timeout, TimeUnit.MILLISECONDS);
        if (admin.listTopics().names().get(timeout, TimeUnit.MILLISECONDS).contains(PROBE_TOPIC)) {
            // left by an earlier attempt whose delete did not finish
            admin.deleteTopics(List.of(PROBE_TOPIC)).all().get(timeout, TimeUnit.MILLISECONDS);
        }
        admin.createTopics(List.of(new NewTopic(PROBE_TOPIC, 1, (short) 1)))
                .all()
                .get(timeout, TimeUnit.MILLISECONDS);
        admin.deleteTopics(List.of(PROBE_TOPIC)).all().get(timeout, TimeUnit.MILLISECONDS);
        return true;
    }

    @Override
    public void close() {
        admin.close();
    }
}
