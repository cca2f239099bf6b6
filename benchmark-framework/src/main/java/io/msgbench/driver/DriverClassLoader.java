package io.msgbench.driver;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * A driver's own class path: its jars, the JDK, and from the framework only the SPI package. So the
 * Kafka, Pulsar and Pravega clients' netty, gRPC and protobuf versions can never clash, with each
 * other or with the framework.
 */
final class DriverClassLoader extends URLClassLoader {
    private static final String SPI_PACKAGE = "io.msgbench.driver.api.";

    private final ClassLoader framework;

    DriverClassLoader(String name, URL[] jars, ClassLoader framework) {
        super(name, jars, ClassLoader.getPlatformClassLoader());
        this.framework = framework;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(SPI_PACKAGE)) {
            return framework.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }
}
