package io.msgbench.driver;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.DriverProvider;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.TreeSet;

/**
 * Finds the driver a driver YAML names by {@code driverClass} (or an alias such as OMB's class name)
 * among the driver folders, and loads it in a class loader of its own.
 * <pre>{@code
 * LoadedDriver driver = new DriverLoader(DriverFolders.under(home)).load(spec);
 * }</pre>
 */
public final class DriverLoader implements DriverSource {
    private final List<Path> folders;

    public DriverLoader(List<Path> folders) {
        this.folders = List.copyOf(folders);
    }

    @Override
    public LoadedDriver load(DriverSpec spec) {
        TreeSet<String> known = new TreeSet<>();
        for (Path folder : folders) {
            DriverClassLoader loader = new DriverClassLoader(
                    "driver:" + folder, DriverFolders.jars(folder), DriverLoader.class.getClassLoader());
            for (DriverProvider provider : ServiceLoader.load(DriverProvider.class, loader)) {
                if (provider.names().contains(spec.driverClass())) {
                    BenchmarkDriver driver = LoadedDriver.withContextLoader(loader, provider::create);
                    return new LoadedDriver(driver, loader);
                }
                known.addAll(provider.names());
            }
            closeQuietly(loader);
        }
        String reason = known.isEmpty()
                ? "no driver is built (searched " + folders + "); build with: mvn -DskipTests package"
                : "unknown driver class '" + spec.driverClass() + "'; known: " + String.join(", ", known);
        throw ConfigException.of(spec.file().toString(), null, "driverClass", reason);
    }

    private static void closeQuietly(DriverClassLoader loader) {
        try {
            loader.close();
        } catch (IOException ignored) {
            // nothing was loaded from it
        }
    }
}
