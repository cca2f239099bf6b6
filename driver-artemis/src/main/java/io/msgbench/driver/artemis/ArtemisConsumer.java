package io.msgbench.driver.artemis;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import org.apache.activemq.artemis.api.core.ActiveMQException;
import org.apache.activemq.artemis.api.core.client.ClientConsumer;
import org.apache.activemq.artemis.api.core.client.ClientMessage;
import org.apache.activemq.artemis.api.core.client.ClientSession;

/**
 * Consumes a subscription's queue on a session of its own; each message is acknowledged after the callback.
 * pause() stops the session: the broker stops delivering, and what the client holds stays in its buffer.
 */
final class ArtemisConsumer implements BenchmarkConsumer {
    private final ClientSession session;
    private final ClientConsumer consumer;

    ArtemisConsumer(ClientSession session, String queue, ConsumerCallback callback) throws ActiveMQException {
        this.session = session;
        this.consumer = session.createConsumer(queue);
        consumer.setMessageHandler(message -> deliver(message, callback));
        session.start();
    }

    private static void deliver(ClientMessage message, ConsumerCallback callback) {
        byte[] payload = new byte[message.getBodyBuffer().readableBytes()];
        message.getBodyBuffer().readBytes(payload);
        callback.messageReceived(payload);
        try {
            message.acknowledge();
        } catch (ActiveMQException e) {
            // the session is gone: the broker redelivers the message to another consumer of the queue
        }
    }

    /** Returns once the message handler in progress, if any, has returned (ClientSession.stop waits for it). */
    @Override
    public void pause() {
        try {
            session.stop();
        } catch (ActiveMQException e) {
            throw new DriverException("cannot pause the Artemis consumer: " + e.getMessage());
        }
    }

    @Override
    public void resume() {
        try {
            session.start();
        } catch (ActiveMQException e) {
            throw new DriverException("cannot resume the Artemis consumer: " + e.getMessage());
        }
    }

    @Override
    public void close() throws Exception {
        consumer.close();
        session.close();
    }
}
