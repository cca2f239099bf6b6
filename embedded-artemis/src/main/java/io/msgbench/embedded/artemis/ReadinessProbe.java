package io.msgbench.embedded.artemis;

import io.msgbench.embedded.launcher.Readiness;
import org.apache.activemq.artemis.api.core.client.ActiveMQClient;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.api.core.client.ClientSessionFactory;
import org.apache.activemq.artemis.api.core.client.ServerLocator;

/** The broker serves clients: a core client connects and opens a session. */
final class ReadinessProbe implements Readiness.ClosingProbe<Boolean> {
    private final ServerLocator locator;

    ReadinessProbe(String brokerAddress) throws Exception {
        this.locator = ActiveMQClient.createServerLocator(brokerAddress);
    }

    @Override
    public Boolean attempt() throws Exception {
        try (ClientSessionFactory factory = locator.createSessionFactory();
                ClientSession session = factory.createSession()) {
            return session != null;
        }
    }

    @Override
    public void close() {
        locator.close();
    }
}
