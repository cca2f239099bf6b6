package io.msgbench.driver.pravega;

import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.ConsumerCallback;
import io.pravega.client.stream.EventStreamReader;
import io.pravega.client.stream.ReinitializationRequiredException;
import io.pravega.client.stream.TruncatedDataException;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One reader of a reader group (the subscription), reading on its own thread and handing each event to the
 * callback. The reader is only touched from that thread; pause, resume and close set flags it obeys between
 * reads, so a paused reader stays in its group and keeps its segments; an event read just as a pause began is
 * held until resume, so none reaches the callback once pause() has returned.
 */
final class PravegaConsumer implements BenchmarkConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(PravegaConsumer.class);
    private static final long READ_TIMEOUT_MILLIS = 100;
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(20);

    private final EventStreamReader<byte[]> reader;
    private final ConsumerCallback callback;
    private final Thread readThread;
    private final Object pauseLock = new Object();
    private volatile boolean paused;
    private volatile boolean closing;

    private PravegaConsumer(EventStreamReader<byte[]> reader, ConsumerCallback callback, String name) {
        this.reader = reader;
        this.callback = callback;
        this.readThread = new Thread(this::readLoop, "msgbench-pravega-reader-" + name);
        this.readThread.setDaemon(true);
    }

    static PravegaConsumer start(EventStreamReader<byte[]> reader, ConsumerCallback callback, String name) {
        PravegaConsumer consumer = new PravegaConsumer(reader, callback, name);
        consumer.readThread.start();
        return consumer;
    }

    @Override
    public void pause() {
        paused = true;
    }

    @Override
    public void resume() {
        synchronized (pauseLock) {
            paused = false;
            pauseLock.notifyAll();
        }
    }

    @Override
    public void close() throws InterruptedException {
        synchronized (pauseLock) {
            closing = true;
            pauseLock.notifyAll();
        }
        readThread.join(CLOSE_TIMEOUT.toMillis());
        if (readThread.isAlive()) {
            LOG.warn("Pravega reader thread {} did not stop within {}", readThread.getName(), CLOSE_TIMEOUT);
        }
    }

    private void readLoop() {
        try {
            byte[] held = null; // read just as a pause began: delivered after resume
            while (!closing) {
                if (paused) {
                    waitWhilePaused();
                    continue;
                }
                byte[] event = held != null ? held : readOne();
                held = null;
                if (event == null) {
                    continue;
                }
                if (paused) {
                    held = event;
                    continue;
                }
                callback.messageReceived(event);
            }
        } catch (ReinitializationRequiredException e) {
            LOG.error("Pravega reader {} stopped: its reader group was reset", readThread.getName(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            if (!closing) {
                LOG.error("Pravega reader {} stopped", readThread.getName(), e);
            }
        } finally {
            // closed here: a reader may only be used from one thread; closing hands its segments back to the group
            closeReader();
        }
    }

    /** The next event, or null: nothing within the timeout, a checkpoint, or data truncated away. */
    private byte[] readOne() throws ReinitializationRequiredException {
        try {
            return reader.readNextEvent(READ_TIMEOUT_MILLIS).getEvent();
        } catch (TruncatedDataException e) {
            // the next read skips to the first event still there; the verifier counts what was lost
            LOG.warn("Pravega reader {}: data truncated away before it was read", readThread.getName());
            return null;
        }
    }

    private void waitWhilePaused() throws InterruptedException {
        synchronized (pauseLock) {
            while (paused && !closing) {
                pauseLock.wait();
            }
        }
    }

    private void closeReader() {
        try {
            reader.close();
        } catch (RuntimeException e) {
            LOG.warn("closing Pravega reader {} failed", readThread.getName(), e);
        }
    }
}
