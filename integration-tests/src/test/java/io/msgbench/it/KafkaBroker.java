package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real KRaft Kafka broker (the embedded-kafka module, in its own JVM) for every test class of this
 * module: started by the first class that asks, stopped when the whole test run ends.
 */
public final class KafkaBroker implements BeforeAllCallback {
    private static volatile EmbeddedBroker broker;

    @Override
    public void beforeAll(ExtensionContext context) {
        broker = context.getRoot()
                .getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(KafkaBroker.class, key -> new Running(), Running.class)
                .started;
    }

    /** A driver file of the repository with this broker's address filled in. */
    public static DriverSpec driver(String relativePath) {
        return DriverSpecLoader.load(home().resolve(relativePath)).withPlaceholders(broker.placeholders());
    }

    public static String bootstrapServers() {
        return broker.placeholders().get("embedded.bootstrapServers");
    }

    public static Path home() {
        return Path.of(System.getProperty("msgbench.home", ".."))
                .toAbsolutePath()
                .normalize();
    }

    private static final class Running implements ExtensionContext.Store.CloseableResource {
        private final EmbeddedBroker started;

        Running() {
            started = EmbeddedBroker.start(home(), EmbeddedBrokerSpec.of("kafka"), Duration.ofMinutes(2));
        }

        @Override
        public void close() {
            started.close();
        }
    }
}
