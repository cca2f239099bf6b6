package io.msgbench.embedded.artemis;

import java.time.Duration;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.apache.activemq.artemis.api.core.ActiveMQException;
import org.apache.activemq.artemis.api.core.client.ActiveMQClient;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.api.core.client.ClientSessionFactory;
import org.apache.activemq.artemis.api.core.client.ServerLocator;

/** Waits until the broker serves clients: a core client connects and opens a session. */
final class ReadinessProbe {
    private static final Duration RETRY_PAUSE = Duration.ofMillis(200);

    private ReadinessProbe() {
    }

    /**
     * @return true when ready, false when cancelled
     * @throws TimeoutException when not ready within {@code limit}; the message holds the last failure
     */
    static boolean await(String brokerAddress, Duration limit, BooleanSupplier cancelled) throws Exception {
        long deadline = System.nanoTime() + limit.toNanos();
        String lastFailure = "no attempt finished";
        try (ServerLocator locator = ActiveMQClient.createServerLocator(brokerAddress)) {
            while (!cancelled.getAsBoolean()) {
                try (ClientSessionFactory factory = locator.createSessionFactory();
                     ClientSession session = factory.createSession()) {
                    return session != null;
                } catch (ActiveMQException e) {
                    lastFailure = e.getType() + ": " + e.getMessage();
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
}
