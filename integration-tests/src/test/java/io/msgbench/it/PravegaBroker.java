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
 * One real Pravega standalone (the embedded-pravega module, in its own JVM) for every test class of this
 * module that asks for it: started by the first, stopped when the whole test run ends.
 */
public final class PravegaBroker implements BeforeAllCallback {
    private static volatile EmbeddedBroker broker;

    @Override
    public void beforeAll(ExtensionContext context) {
        broker = context.getRoot()
                .getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(PravegaBroker.class, key -> new Running(), Running.class)
                .started;
    }

    /** A driver file (relative to the repository) with this standalone's address filled in. */
    public static DriverSpec driver(String relativePath) {
        return driver(KafkaBroker.home().resolve(relativePath));
    }

    public static DriverSpec driver(Path file) {
        return DriverSpecLoader.load(file).withPlaceholders(broker.placeholders());
    }

    public static String controllerUri() {
        return broker.placeholders().get("embedded.controllerURI");
    }

    private static final class Running implements ExtensionContext.Store.CloseableResource {
        private final EmbeddedBroker started;

        Running() {
            started = EmbeddedBroker.start(KafkaBroker.home(), EmbeddedBrokerSpec.of("pravega"), Duration.ofMinutes(3));
        }

        @Override
        public void close() {
            started.close();
        }
    }
}
