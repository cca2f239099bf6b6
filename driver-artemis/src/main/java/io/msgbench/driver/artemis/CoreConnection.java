package io.msgbench.driver.artemis;

import io.msgbench.driver.api.DriverConfigException;
import org.apache.activemq.artemis.api.core.client.ActiveMQClient;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.api.core.client.ClientSessionFactory;
import org.apache.activemq.artemis.api.core.client.ServerLocator;

/**
 * The driver's one core connection to the broker; each producer and consumer has a session of its own on it
 * (a session is single-threaded). No reconnection: a lost broker fails the sends in flight, which the run counts.
 */
final class CoreConnection implements AutoCloseable {
    private final ServerLocator locator;
    private final ClientSessionFactory factory;

    private CoreConnection(ServerLocator locator, ClientSessionFactory factory) {
        this.locator = locator;
        this.factory = factory;
    }

    /** @throws DriverConfigException in one line when the broker does not answer */
    static CoreConnection open(ArtemisDriverSettings settings) {
        ServerLocator locator = null;
        try {
            locator = ActiveMQClient.createServerLocator(ownThreads(settings.brokerAddress()));
            locator.setUseGlobalPools(false); // pools of its own, which close() ends
            // sends do not block: each is done when its confirmation comes back (the window caps those in flight)
            locator.setBlockOnDurableSend(false);
            locator.setBlockOnNonDurableSend(false);
            locator.setConfirmationWindowSize(settings.confirmationWindowSize());
            locator.setConsumerWindowSize(settings.consumerWindowSize());
            locator.setReconnectAttempts(0);
            locator.setInitialConnectAttempts(1);
            return new CoreConnection(locator, locator.createSessionFactory());
        } catch (Exception e) {
            if (locator != null) {
                locator.close();
            }
            throw new DriverConfigException(
                    "brokerAddress",
                    "cannot reach Artemis at " + settings.brokerAddress() + ": "
                            + (e.getMessage() != null
                                    ? e.getMessage()
                                    : e.getClass().getSimpleName()));
        }
    }

    /**
     * The client's Netty threads are its own, not the JVM-wide shared group: that one outlives close() by a
     * delayed shutdown and then needs classes of the driver's class loader, which the framework has closed.
     */
    private static String ownThreads(String brokerAddress) {
        return brokerAddress + (brokerAddress.contains("?") ? "&" : "?") + "useGlobalWorkerPool=false";
    }

    /** A session that commits each send and each acknowledgement by itself. */
    ClientSession session() throws Exception {
        return factory.createSession(true, true);
    }

    @Override
    public void close() {
        factory.close();
        locator.close(); // its Netty threads end after this; the framework keeps their classes until they have
    }
}
