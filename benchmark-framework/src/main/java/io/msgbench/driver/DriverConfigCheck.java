package io.msgbench.driver;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;

/**
 * The one check of a driver's own keys: {@code benchmark validate}, every run before it starts anything, and the
 * worker before it lets the driver connect all call {@link #check}, so all three report a bad key the same way,
 * as {@code file:line: key: reason}.
 * <pre>{@code
 * DriverConfigCheck.check(driver, spec);
 * driver.initialize(DriverConfigCheck.configOf(spec));
 * }</pre>
 */
public final class DriverConfigCheck {
    private DriverConfigCheck() {}

    /** @throws ConfigException naming file, line and key of the first key or value the driver refuses */
    public static void check(LoadedDriver driver, DriverSpec spec) {
        try {
            driver.checkConfig(configOf(spec));
        } catch (DriverConfigException e) {
            throw problem(spec, e);
        }
    }

    /** The driver's view of the file. */
    public static DriverConfig configOf(DriverSpec spec) {
        return new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS);
    }

    /** The driver's complaint as the user's mistake in the file: {@code file:line: key: reason}. */
    public static ConfigException problem(DriverSpec spec, DriverConfigException e) {
        Integer line = DriverKeyLines.lineOf(spec.file(), e.key()).orElse(null);
        return ConfigException.of(spec.file().toString(), line, e.key(), e.reason());
    }
}
