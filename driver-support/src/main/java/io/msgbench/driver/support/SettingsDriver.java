package io.msgbench.driver.support;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverConfig;
import java.util.function.Function;

/**
 * A driver whose file is read into one settings value: {@link #checkConfig} reads it (its problems thrown as the
 * reader throws them), {@link #initialize} reads it again and connects with it.
 *
 * @param <S> the driver's settings
 */
public abstract class SettingsDriver<S> implements BenchmarkDriver {
    private final Function<DriverConfig, S> read;
    private S settings;

    /** @param read reads the driver file without connecting, throwing {@code DriverConfigException} */
    protected SettingsDriver(Function<DriverConfig, S> read) {
        this.read = read;
    }

    @Override
    public final void checkConfig(DriverConfig config) {
        S unused = read.apply(config); // read for the problems it throws
    }

    @Override
    public final void initialize(DriverConfig config) {
        settings = read.apply(config);
        connect(settings);
    }

    /** What {@link #initialize} does once the settings are read: connects, checks the broker, sets up clients. */
    protected abstract void connect(S settings);

    /** The settings {@link #initialize} read; null before it. */
    protected final S settings() {
        return settings;
    }
}
