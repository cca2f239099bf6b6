package io.msgbench.embedded.nats;

import io.nats.client.Connection;
import io.nats.client.JetStreamManagement;
import io.nats.client.Nats;
import io.nats.client.Options;
import java.time.Duration;

/** The server serves clients: a client connects, reads JetStream's account figures and the server's version. */
final class ReadinessProbe {
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(5);

    private ReadinessProbe() {}

    static String attempt(String url) throws Exception {
        Options options = new Options.Builder()
                .server(url)
                .connectionTimeout(ATTEMPT_TIMEOUT)
                .noReconnect()
                .maxReconnects(0)
                .build();
        try (Connection connection = Nats.connect(options)) {
            JetStreamManagement jetStream = connection.jetStreamManagement();
            jetStream.getAccountStatistics();
            return connection.getServerInfo().getVersion();
        }
    }
}
