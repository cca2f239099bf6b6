package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.embedded.EmbeddedBroker;
import java.time.Duration;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real nats-server with JetStream (the embedded-nats module: Debian's binary under a child JVM) for every
 * test class of this module that asks for it: started by the first, stopped when the whole test run ends.
 */
public final class NatsBroker implements BeforeAllCallback {
    private static volatile EmbeddedBroker broker;

    @Override
    public void beforeAll(ExtensionContext context) {
        broker = context.getRoot()
                .getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(NatsBroker.class, key -> new Running(), Running.class)
                .started;
    }

    /** A driver file (relative to the repository) with this server's address filled in. */
    public static DriverSpec driver(String relativePath) {
        return DriverSpecLoader.load(KafkaBroker.home().resolve(relativePath)).withPlaceholders(broker.placeholders());
    }

    private static final class Running implements ExtensionContext.Store.CloseableResource {
        private final EmbeddedBroker started;

        Running() {
            started = EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("nats"), Duration.ofSeconds(60));
        }

        @Override
        public void close() {
            started.close();
        }
    }
}
