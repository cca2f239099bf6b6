package io.msgbench.driver.artemis;

import io.msgbench.driver.api.DriverException;
import org.apache.activemq.artemis.api.core.client.ClientMessage;
import org.apache.activemq.artemis.api.core.client.ClientRequestor;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.api.core.management.ManagementHelper;
import org.apache.activemq.artemis.api.core.management.ResourceNames;

/** Requests to the broker's management address over the core protocol: its settings read back, addresses deleted. */
final class BrokerManagement implements AutoCloseable {
    private static final String MANAGEMENT_ADDRESS = "activemq.management";
    private static final long TIMEOUT_MILLIS = 30_000;

    private final ClientSession session;
    private final ClientRequestor requestor;

    BrokerManagement(ClientSession session) throws Exception {
        this.session = session;
        this.requestor = new ClientRequestor(session, MANAGEMENT_ADDRESS);
        session.start(); // the replies are consumed on this session
    }

    /** A broker attribute, e.g. "persistenceEnabled" (ActiveMQServerControl's getter without is/get). */
    synchronized Object attribute(String name) throws Exception {
        ClientMessage request = session.createMessage(false);
        ManagementHelper.putAttribute(request, ResourceNames.BROKER, name);
        return result(request, name);
    }

    /** Calls an ActiveMQServerControl operation, e.g. deleteAddress(name, force). */
    synchronized void invoke(String operation, Object... arguments) throws Exception {
        ClientMessage request = session.createMessage(false);
        ManagementHelper.putOperationInvocation(request, ResourceNames.BROKER, operation, arguments);
        result(request, operation);
    }

    private Object result(ClientMessage request, String what) throws Exception {
        ClientMessage reply = requestor.request(request, TIMEOUT_MILLIS);
        if (reply == null) {
            throw new DriverException("Artemis management gave no answer to " + what + " within 30 s");
        }
        Object result = ManagementHelper.getResult(reply);
        if (!ManagementHelper.hasOperationSucceeded(reply)) {
            throw new DriverException("Artemis management refused " + what + ": " + result);
        }
        return result;
    }

    @Override
    public void close() throws Exception {
        requestor.close();
    }
}
