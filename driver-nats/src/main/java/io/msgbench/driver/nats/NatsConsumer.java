package io.msgbench.driver.nats;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.nats.client.JetStreamSubscription;
import io.nats.client.Message;
import java.time.Duration;
import java.util.Iterator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client of a subscription's durable pull consumer: its own thread pulls batches (each pull waits at most
 * {@link #PULL_WAIT} for messages) and passes each message through the {@link DeliveryGate}.
 */
final class NatsConsumer implements BenchmarkConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(NatsConsumer.class);
    private static final Duration PULL_WAIT = Duration.ofMillis(100);

    private final JetStreamSubscription subscription;
    private final DeliveryGate gate;
    private final int batch;
    private final Thread thread;
    private volatile boolean running = true;

    NatsConsumer(JetStreamSubscription subscription, DeliveryGate gate, int batch, String name) {
        this.subscription = subscription;
        this.gate = gate;
        this.batch = batch;
        this.thread = new Thread(this::pullLoop, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void pullLoop() {
        try {
            while (running && gate.awaitOpen()) {
                Iterator<Message> messages = subscription.iterate(batch, PULL_WAIT);
                while (messages.hasNext()) {
                    gate.offer(messages.next());
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            if (running) {
                LOG.warn("NATS consumer {} stopped pulling", thread.getName(), e);
            }
        }
    }

    @Override
    public void pause() {
        gate.pause();
    }

    @Override
    public void resume() {
        gate.resume();
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        gate.close();
        thread.join(PULL_WAIT.toMillis() * 20);
        subscription.unsubscribe(); // the durable consumer stays until its stream is deleted
    }
}
