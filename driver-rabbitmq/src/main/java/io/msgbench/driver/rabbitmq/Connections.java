package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.Address;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import io.msgbench.driver.api.DriverConfigException;
import java.net.URI;
import java.util.List;

/** The driver's one AMQP connection: to the first of {@code amqpUris} that answers, with the first's credentials. */
final class Connections {
    private static final int CONNECT_TIMEOUT_MILLIS = 5000;

    private Connections() {}

    /** @throws DriverConfigException in one line when no URI answers */
    static Connection open(List<String> uris) {
        try {
            ConnectionFactory factory = new ConnectionFactory();
            factory.setUri(uris.get(0));
            factory.setConnectionTimeout(CONNECT_TIMEOUT_MILLIS);
            // no recovery: a lost broker fails the sends in flight and later ones, which the run counts
            factory.setAutomaticRecoveryEnabled(false);
            factory.setExceptionHandler(new QuietExceptionHandler());
            List<Address> addresses = uris.stream()
                    .map(URI::create)
                    .map(uri -> new Address(uri.getHost(), uri.getPort() < 0 ? factory.getPort() : uri.getPort()))
                    .toList();
            return factory.newConnection(addresses, "msgbench");
        } catch (Exception e) {
            throw new DriverConfigException(
                    "amqpUris",
                    "cannot reach RabbitMQ at " + String.join(", ", uris) + ": "
                            + (e.getMessage() != null
                                    ? e.getMessage()
                                    : e.getClass().getSimpleName()));
        }
    }
}
