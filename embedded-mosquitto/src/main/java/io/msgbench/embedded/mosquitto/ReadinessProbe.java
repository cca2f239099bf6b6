package io.msgbench.embedded.mosquitto;

import com.hivemq.client.mqtt.mqtt5.Mqtt5BlockingClient;
import com.hivemq.client.mqtt.mqtt5.Mqtt5Client;
import java.util.UUID;

/** The broker serves clients: an MQTT 5 client connects (CONNACK) and disconnects again. */
final class ReadinessProbe {
    private ReadinessProbe() {}

    static void attempt(int port) {
        Mqtt5BlockingClient client = Mqtt5Client.builder()
                .identifier("msgbench-probe-" + UUID.randomUUID())
                .serverHost("127.0.0.1")
                .serverPort(port)
                .buildBlocking();
        client.connect();
        client.disconnect();
    }
}
