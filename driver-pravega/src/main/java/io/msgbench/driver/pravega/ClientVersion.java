package io.msgbench.driver.pravega;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The pravega-client version this driver was built with (written into a resource by Maven). */
final class ClientVersion {
    private static final String RESOURCE = "/msgbench-driver-pravega.properties";

    private ClientVersion() {}

    static String get() {
        try (InputStream in = ClientVersion.class.getResourceAsStream(RESOURCE)) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties.getProperty("clientVersion", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
