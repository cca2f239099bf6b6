package io.msgbench.driver.artemis;

import io.msgbench.driver.api.BenchmarkProducer;
import io.msgbench.driver.api.DriverException;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.activemq.artemis.api.core.ActiveMQException;
import org.apache.activemq.artemis.api.core.Message;
import org.apache.activemq.artemis.api.core.client.ClientMessage;
import org.apache.activemq.artemis.api.core.client.ClientProducer;
import org.apache.activemq.artemis.api.core.client.ClientSession;
import org.apache.activemq.artemis.api.core.client.SendAcknowledgementHandler;
import org.apache.activemq.artemis.api.core.client.SessionFailureListener;

/**
 * Sends durable messages to the topic's address on a session of its own; a send is done when the broker confirms
 * it through the confirmation window (it confirms once the message is stored: after the journal's fsync when
 * journal sync is on). A key is the message's group id, which Artemis pins to one consumer of a queue.
 */
final class ArtemisProducer implements BenchmarkProducer {
    private final ClientSession session;
    private final ClientProducer producer;
    // the sends not yet confirmed: failed at once when the connection is lost (no confirmation can come then)
    private final Set<CompletableFuture<Void>> unconfirmed = ConcurrentHashMap.newKeySet();

    ArtemisProducer(ClientSession session, String topic) throws ActiveMQException {
        this.session = session;
        this.producer = session.createProducer(topic);
        session.addFailureListener(new FailAll());
    }

    @Override
    @SuppressWarnings("CollectionUndefinedEquality") // unconfirmed holds each future itself: identity is its equality
    public synchronized CompletableFuture<Void> sendAsync(Optional<String> key, byte[] payload) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        unconfirmed.add(done);
        var unused = done.whenComplete((ok, failure) -> unconfirmed.remove(done));
        try {
            ClientMessage message = session.createMessage(true);
            message.getBodyBuffer().writeBytes(payload);
            key.ifPresent(message::setGroupID);
            producer.send(message, new Confirmation(done));
        } catch (Exception e) {
            done.completeExceptionally(e);
        }
        return done;
    }

    @Override
    public void close() throws Exception {
        session.close();
        unconfirmed.forEach(done -> done.completeExceptionally(
                new DriverException("producer closed before the" + " broker confirmed the send")));
    }

    private record Confirmation(CompletableFuture<Void> done) implements SendAcknowledgementHandler {
        @Override
        public void sendAcknowledged(Message message) {
            done.complete(null);
        }

        @Override
        public void sendFailed(Message message, Exception e) {
            done.completeExceptionally(e);
        }
    }

    private final class FailAll implements SessionFailureListener {
        @Override
        public void connectionFailed(ActiveMQException exception, boolean failedOver) {
            unconfirmed.forEach(done -> done.completeExceptionally(new DriverException("connection to Artemis lost"
                    + " before the broker confirmed the send: " + exception.getMessage())));
        }

        @Override
        public void connectionFailed(ActiveMQException exception, boolean failedOver, String scaleDownTargetNodeID) {
            connectionFailed(exception, failedOver);
        }

        @Override
        public void beforeReconnect(ActiveMQException exception) {}
    }
}
