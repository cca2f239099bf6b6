package io.msgbench.embedded.pravega;

import io.pravega.client.ClientConfig;
import io.pravega.client.EventStreamClientFactory;
import io.pravega.client.admin.StreamManager;
import io.pravega.client.stream.EventStreamWriter;
import io.pravega.client.stream.EventWriterConfig;
import io.pravega.client.stream.ScalingPolicy;
import io.pravega.client.stream.StreamConfiguration;
import io.pravega.client.stream.impl.ByteArraySerializer;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Waits until the standalone serves clients end to end: the controller creates a scope and a stream, and the
 * segment store acknowledges an event written to it. The probe scope and stream are removed afterwards.
 */
final class ReadinessProbe {
    private static final String SCOPE = "msgbench-readiness";
    private static final String STREAM = "probe";
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration RETRY_PAUSE = Duration.ofMillis(200);

    private ReadinessProbe() {
    }

    /**
     * @param cancelled checked between attempts, so a stop request during startup is not delayed
     * @return true when ready, false when cancelled
     * @throws IllegalStateException when not ready within {@code limit}; the message holds the last failure
     */
    static boolean await(String controllerUri, Duration limit, BooleanSupplier cancelled) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        ClientConfig config = ClientConfig.builder().controllerURI(URI.create(controllerUri)).build();
        String lastFailure = "no attempt finished";
        while (!cancelled.getAsBoolean()) {
            try {
                probe(config);
                return true;
            } catch (Exception e) {
                lastFailure = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("Pravega not ready within " + limit.toSeconds() + " s; last: "
                        + lastFailure);
            }
            Thread.sleep(RETRY_PAUSE.toMillis());
        }
        return false;
    }

    private static void probe(ClientConfig config) throws Exception {
        // the client backs off for seconds after a refused connection: only call it once the port listens
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(config.getControllerURI().getHost(),
                    config.getControllerURI().getPort()), (int) ATTEMPT_TIMEOUT.toMillis());
        }
        try (StreamManager streams = StreamManager.create(config)) {
            streams.createScope(SCOPE);
            streams.createStream(SCOPE, STREAM, StreamConfiguration.builder().scalingPolicy(ScalingPolicy.fixed(1))
                    .build());
            try (EventStreamClientFactory clients = EventStreamClientFactory.withScope(SCOPE, config);
                 EventStreamWriter<byte[]> writer = clients.createEventWriter(STREAM, new ByteArraySerializer(),
                         EventWriterConfig.builder().build())) {
                writer.writeEvent(new byte[] {1}).get(ATTEMPT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            }
            streams.sealStream(SCOPE, STREAM);
            streams.deleteStream(SCOPE, STREAM);
            streams.deleteScope(SCOPE);
        }
    }
}
