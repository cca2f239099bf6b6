package io.msgbench.embedded.rabbitmq;

import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.time.Duration;

/** The node serves clients: an AMQP connection opens and says the broker's version. */
final class ReadinessProbe {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(5);

    private ReadinessProbe() {}

    static String attempt(String uri) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(uri);
        factory.setConnectionTimeout((int) ATTEMPT_TIMEOUT.toMillis());
        factory.setAutomaticRecoveryEnabled(false);
        try (Connection connection = factory.newConnection("msgbench-readiness")) {
            return String.valueOf(connection.getServerProperties().get("version"));
        }
    }
}
