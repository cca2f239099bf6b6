package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.pulsar.client.api.Consumer;
import org.apache.pulsar.client.api.Message;
import org.apache.pulsar.client.api.PulsarClientException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Receives from one subscription on its own thread and hands each payload to the callback, then acknowledges it.
 *
 * <p>A receive loop rather than a MessageListener, because Pulsar's {@code pause()} only stops asking the broker
 * for more: messages it already granted permits for still arrive. Paused, the loop stops taking messages out of
 * the client's queue, so none reaches the callback until {@link #resume()}.
 */
final class PulsarBenchmarkConsumer implements BenchmarkConsumer {
    private static final Base64.Decoder BASE64 = Base64.getDecoder();
    private static final Logger LOG = LoggerFactory.getLogger(PulsarBenchmarkConsumer.class);
    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();
    private static final int RECEIVE_TIMEOUT_MS = 100;
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(20);

    private final Consumer<byte[]> consumer;
    private final ConsumerCallback callback;
    private final Thread receiveThread;
    private final Object pauseLock = new Object();
    private volatile boolean paused;
    private volatile boolean closing;

    PulsarBenchmarkConsumer(Consumer<byte[]> consumer, ConsumerCallback callback) {
        this.consumer = consumer;
        this.callback = callback;
        this.receiveThread = new Thread(
                this::receiveLoop,
                "msgbench-pulsar-consumer-" + THREAD_NUMBER.incrementAndGet() + "-" + consumer.getSubscription());
        this.receiveThread.setDaemon(true);
        this.receiveThread.start();
    }

    @Override
    public void pause() {
        paused = true;
        consumer.pause();
    }

    @Override
    public void resume() {
        synchronized (pauseLock) {
            paused = false;
            pauseLock.notifyAll();
        }
        consumer.resume();
    }

    @Override
    public Map<String, Double> clientMetrics() {
        return PulsarClientFigures.of(consumer.getStats());
    }

    @Override
    public void close() throws PulsarClientException, InterruptedException {
        closing = true;
        synchronized (pauseLock) {
            pauseLock.notifyAll();
        }
        receiveThread.join(CLOSE_TIMEOUT.toMillis());
        if (receiveThread.isAlive()) {
            LOG.warn("Pulsar consumer thread {} did not stop within {}", receiveThread.getName(), CLOSE_TIMEOUT);
        }
        consumer.close();
    }

    private void receiveLoop() {
        Message<byte[]> held = null; // taken just as a pause began: delivered after resume
        try {
            while (!closing) {
                if (paused) {
                    awaitResume();
                    continue;
                }
                Message<byte[]> message =
                        held != null ? held : consumer.receive(RECEIVE_TIMEOUT_MS, TimeUnit.MILLISECONDS);
                held = null;
                if (message == null) {
                    continue;
                }
                if (paused) {
                    held = message;
                    continue;
                }
                deliver(message);
                // not waited for: one that fails leaves the message unacknowledged
                var unused = consumer.acknowledgeAsync(message.getMessageId());
            }
        } catch (PulsarClientException.AlreadyClosedException e) {
            if (!closing) {
                LOG.error("Pulsar consumer on {} closed unexpectedly", consumer.getTopic(), e);
            }
        } catch (PulsarClientException | RuntimeException e) {
            LOG.error("Pulsar consumer on {} stopped", consumer.getTopic(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A message with msgbench's header in its property hands header and body on apart. */
    private void deliver(Message<byte[]> message) {
        String header = message.getProperty(PulsarBenchmarkProducer.PROPERTY);
        if (header == null) {
            callback.messageReceived(message.getValue());
        } else {
            callback.messageReceived(BASE64.decode(header), message.getValue());
        }
    }

    private void awaitResume() throws InterruptedException {
        synchronized (pauseLock) {
            while (paused && !closing) {
                pauseLock.wait(RECEIVE_TIMEOUT_MS);
            }
        }
    }
}
