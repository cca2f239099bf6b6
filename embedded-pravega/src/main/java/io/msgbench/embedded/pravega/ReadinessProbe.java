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

/** Pravega serves clients: a scope and a stream are created, an event written, the stream sealed and both deleted. */
final class ReadinessProbe {
    private static final String SCOPE = "msgbench-readiness";
    private static final String STREAM = "probe";
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(10);

    private ReadinessProbe() {}

    static Boolean attempt(String controllerUri) throws Exception {
        ClientConfig config =
                ClientConfig.builder().controllerURI(URI.create(controllerUri)).build();
        // the client backs off for seconds after a refused connection: only call it once the port listens
        try (Socket socket = new Socket()) {
            socket.connect(
                    new InetSocketAddress(
                            config.getControllerURI().getHost(),
                            config.getControllerURI().getPort()),
                    (int) ATTEMPT_TIMEOUT.toMillis());
        }
        try (StreamManager streams = StreamManager.create(config)) {
            streams.createScope(SCOPE);
            streams.createStream(
                    SCOPE,
                    STREAM,
                    StreamConfiguration.builder()
                            .scalingPolicy(ScalingPolicy.fixed(1))
                            .build());
            try (EventStreamClientFactory clients = EventStreamClientFactory.withScope(SCOPE, config);
                    EventStreamWriter<byte[]> writer = clients.createEventWriter(
                            STREAM,
                            new ByteArraySerializer(),
                            EventWriterConfig.builder().build())) {
                writer.writeEvent(new byte[] {1}).get(ATTEMPT_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            }
            streams.sealStream(SCOPE, STREAM);
            streams.deleteStream(SCOPE, STREAM);
            streams.deleteScope(SCOPE);
        }
        return true;
    }
}
