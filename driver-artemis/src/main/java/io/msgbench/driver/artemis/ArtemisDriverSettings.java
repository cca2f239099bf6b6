package io.msgbench.driver.artemis;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;

/**
 * The Artemis driver's keys. OMB's {@code brokerAddress} (a core URL, {@code tcp://host:port}) keeps its meaning;
 * {@code confirmationWindowSize} is the bytes of sends in flight before the client waits for the broker's
 * confirmations, {@code consumerWindowSize} the bytes the broker sends a consumer ahead, {@code durability} the
 * plain words the result records about the deployment (the broker's own switches are read back and added).
 */
record ArtemisDriverSettings(
        String brokerAddress, int confirmationWindowSize, int consumerWindowSize, Optional<String> durability) {
    static final List<String> KEYS =
            List.of("brokerAddress", "confirmationWindowSize", "consumerWindowSize", "durability");

    static ArtemisDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        String address = config.string("brokerAddress", "tcp://localhost:61616").strip();
        if (!config.isDeferred("brokerAddress")) {
            checkAddress(address);
        }
        int confirmationWindow = config.positiveInteger("confirmationWindowSize", 1024 * 1024);
        int consumerWindow = config.positiveInteger("consumerWindowSize", 1024 * 1024);
        Optional<String> durability =
                Optional.ofNullable(config.string("durability", null)).map(String::strip);
        return new ArtemisDriverSettings(address, confirmationWindow, consumerWindow, durability);
    }

    private static void checkAddress(String address) {
        try {
            URI parsed = new URI(address);
            if (!"tcp".equals(parsed.getScheme()) || parsed.getHost() == null) {
                throw new DriverConfigException("brokerAddress", "expected tcp://host:port, got '" + address + "'");
            }
        } catch (URISyntaxException e) {
            throw new DriverConfigException("brokerAddress", "not a URL: '" + address + "'");
        }
    }
}
