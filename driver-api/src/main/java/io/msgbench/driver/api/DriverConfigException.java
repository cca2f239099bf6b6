package io.msgbench.driver.api;

/** A key or value of the driver YAML that the driver does not accept; names the key and the reason. */
public class DriverConfigException extends RuntimeException {
    private final String key;
    private final String reason;

    public DriverConfigException(String key, String reason) {
        super(key + ": " + reason);
        this.key = key;
        this.reason = reason;
    }

    /** The key's path, dotted for nested sections (e.g. {@code producer.batchingEnabled}). */
    public String key() {
        return key;
    }

    public String reason() {
        return reason;
    }
}
