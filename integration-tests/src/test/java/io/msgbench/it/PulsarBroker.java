package io.msgbench.it;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.embedded.EmbeddedBroker;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real Pulsar standalone (the embedded-pulsar module, in its own JVM) for every test class of this module:
 * started by the first class that asks, stopped when the whole test run ends. It runs the broker of
 * {@link #DRIVER_FILE} (bookie journal without fsync, the 2019 study's "no flush" variant), so that file's
 * placeholders, durability included, describe this broker.
 */
public final class PulsarBroker implements BeforeAllCallback {
    static final String DRIVER_FILE = "driver-pulsar/pulsar-nofsync-embedded.yaml";
    /** The standalone starts in about 6 s on an idle machine; a busy 2-core CI runner takes many times that. */
    private static final Duration START_TIMEOUT = Duration.ofMinutes(4);

    private static volatile EmbeddedBroker broker;

    @Override
    public void beforeAll(ExtensionContext context) {
        broker = context.getRoot()
                .getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(PulsarBroker.class, key -> new Running(), Running.class)
                .started;
    }

    /** {@link #DRIVER_FILE} with this broker's addresses and settings filled in. */
    public static DriverSpec driver() {
        return driver(KafkaBroker.home().resolve(DRIVER_FILE));
    }

    /** Any driver file (e.g. a variant written by a test) with this broker's placeholders filled in. */
    public static DriverSpec driver(Path file) {
        return DriverSpecLoader.load(file).withPlaceholders(broker.placeholders());
    }

    public static String httpUrl() {
        return broker.placeholders().get("embedded.httpUrl");
    }

    public static String serviceUrl() {
        return broker.placeholders().get("embedded.serviceUrl");
    }

    private static final class Running implements ExtensionContext.Store.CloseableResource {
        private final EmbeddedBroker started;

        Running() {
            DriverSpec spec = DriverSpecLoader.load(KafkaBroker.home().resolve(DRIVER_FILE));
            started = EmbeddedBroker.start(
                    KafkaBroker.home(), spec.embeddedBroker().orElseThrow(), START_TIMEOUT);
        }

        @Override
        public void close() {
            started.close();
        }
    }
}
