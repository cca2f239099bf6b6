package io.msgbench.driver.nats;

import io.nats.client.Connection;
import io.nats.client.ErrorListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * jnats's default listener prints every connection exception to stderr through java.util.logging, which would
 * put two lines of noise before the one-line error about an unreachable server. Exceptions go to the debug
 * log instead (the driver reports what matters as a failed call); server errors stay warnings.
 */
final class QuietErrorListener implements ErrorListener {
    private static final Logger LOG = LoggerFactory.getLogger(QuietErrorListener.class);

    @Override
    public void errorOccurred(Connection connection, String error) {
        LOG.warn("nats-server error: {}", error);
    }

    @Override
    public void exceptionOccurred(Connection connection, Exception exception) {
        LOG.debug("NATS connection exception", exception);
    }
}
