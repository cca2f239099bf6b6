package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverConfigCheck;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.embedded.EmbeddedBroker;
import io.msgbench.embedded.EmbeddedBrokerException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Everything that can be checked in a driver file without a broker: the framework's keys, the embedded broker,
 * the driver class and the driver's own keys. {@code benchmark validate} and every run (before it starts any
 * broker) call this same check, so they accept and refuse the same files with the same message.
 * <pre>{@code
 * DriverSpec spec = new DriverFileCheck(home, drivers).check(Path.of("driver-pulsar/pulsar.yaml"));
 * }</pre>
 */
final class DriverFileCheck {
    private final Path home;
    private final DriverLoader drivers;

    DriverFileCheck(Path home, DriverLoader drivers) {
        this.home = home;
        this.drivers = drivers;
    }

    /** @throws ConfigException one line per problem, {@code file[:line]: field: reason} */
    DriverSpec check(Path file) {
        DriverSpec spec = DriverSpecLoader.load(file);
        checkEmbeddedBroker(spec);
        try (LoadedDriver driver = drivers.load(spec)) {
            DriverConfigCheck.check(driver, spec);
        } catch (ConfigException e) {
            throw e;
        } catch (Exception e) {
            throw ConfigException.of(file.toString(), null, null, "the driver could not check it: " + e.getMessage());
        }
        return spec;
    }

    /**
     * An embedded broker that does not exist or is not built, or settings it refuses (its own check, run
     * without starting it), are mistakes in the driver file.
     */
    private void checkEmbeddedBroker(DriverSpec driver) {
        driver.embeddedBroker().ifPresent(spec -> {
            Optional<String> refusal;
            try {
                refusal = EmbeddedBroker.refusal(home, spec);
            } catch (EmbeddedBrokerException e) {
                throw ConfigException.of(driver.file().toString(), null, "embeddedBroker", e.getMessage());
            }
            refusal.ifPresent(reason -> {
                throw ConfigException.of(driver.file().toString(), null, "embeddedBroker.settings", reason);
            });
        });
    }
}
