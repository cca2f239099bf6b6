package io.msgbench.driver.nats;

import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.support.DeliveryGate;
import io.msgbench.driver.support.GatedConsumer;
import io.nats.client.ConsumeOptions;
import io.nats.client.ConsumerContext;
import io.nats.client.IterableConsumer;
import io.nats.client.Message;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client of a subscription's durable pull consumer. jnats's IterableConsumer keeps pulls outstanding
 * ahead of this consumer's own thread, which takes each message and passes it through the
 * {@link DeliveryGate}. On a pause it stops pulling, holds what was already pulled, and pulls afresh on resume.
 */
final class NatsConsumer implements GatedConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(NatsConsumer.class);
    private static final Duration NEXT_WAIT = Duration.ofMillis(100);
    /** jnats's shortest pull expiry: a stopped consumer is finished once its last pull expires. */
    private static final long PULL_EXPIRY_MILLIS = 1000;
    /** How often a message held while paused is told "in progress": well under JetStream's default ack wait of 30 s. */
    private static final Duration KEEP_HELD = Duration.ofSeconds(10);

    private final ConsumerContext context;
    private final ConsumeOptions options;
    private final DeliveryGate<Message> gate;
    private final Thread thread;
    private volatile boolean running = true;

    NatsConsumer(ConsumerContext context, int batch, ConsumerCallback callback, String name) {
        this.context = context;
        this.options = ConsumeOptions.builder()
                .batchSize(batch)
                .expiresIn(PULL_EXPIRY_MILLIS)
                .build();
        // a message pulled while paused is held unacked, and told "in progress" so that JetStream does not redeliver it
        this.gate = new DeliveryGate<>(message -> {
            callback.messageReceived(message.getData());
            message.ack();
        });
        this.thread = new Thread(this::takeLoop, name);
        thread.setDaemon(true);
        thread.start();
    }

    private void takeLoop() {
        IterableConsumer pulls = null;
        try {
            pulls = context.iterate(options);
            while (running) {
                Message message = pulls.nextMessage(NEXT_WAIT);
                if (message != null) {
                    gate.offer(message);
                }
                if (gate.isPaused()) {
                    pulls = pullAgainAfterPause(pulls);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            if (running) {
                LOG.warn("NATS consumer {} stopped taking messages", thread.getName(), e);
            }
        } finally {
            closeQuietly(pulls);
        }
    }

    /**
     * Stops pulling, hands what was pulled to the gate (which holds it), waits for resume, pulls again. The
     * last pull ends within its expiry; isFinished alone does not always turn true after stop() (jnats 2.20.5).
     */
    private IterableConsumer pullAgainAfterPause(IterableConsumer pulls) throws Exception {
        pulls.stop();
        long lastPullEnded = System.nanoTime() + 2 * PULL_EXPIRY_MILLIS * 1_000_000;
        while (!pulls.isFinished() && System.nanoTime() < lastPullEnded) {
            Message message = pulls.nextMessage(NEXT_WAIT);
            if (message != null) {
                gate.offer(message);
            }
        }
        pulls.close();
        return gate.awaitOpen(KEEP_HELD, Message::inProgress) ? context.iterate(options) : pulls;
    }

    private static void closeQuietly(IterableConsumer pulls) {
        try {
            if (pulls != null) {
                pulls.close(); // unsubscribes; the durable consumer stays until its stream is deleted
            }
        } catch (Exception e) {
            LOG.debug("closing the NATS pulls failed", e);
        }
    }

    @Override
    public DeliveryGate<Message> gate() {
        return gate;
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        gate.close();
        thread.join(NEXT_WAIT.toMillis() * 50);
    }
}
