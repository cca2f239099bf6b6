package io.msgbench.driver.rabbitmq;

import com.rabbitmq.client.Connection;
import com.rabbitmq.client.impl.DefaultExceptionHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * amqp-client warns on stderr when the broker's socket drops ("Connection reset"); in a run that kills the
 * broker on purpose that is noise between the fault lines. The lost connection is reported where it matters,
 * as failed sends; the exception goes to the debug log.
 */
final class QuietExceptionHandler extends DefaultExceptionHandler {
    private static final Logger LOG = LoggerFactory.getLogger(QuietExceptionHandler.class);

    @Override
    public void handleUnexpectedConnectionDriverException(Connection connection, Throwable exception) {
        LOG.debug("RabbitMQ connection lost", exception);
    }
}
