package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.mqtt5.Mqtt5AsyncClient;
import com.hivemq.client.mqtt.mqtt5.message.subscribe.suback.Mqtt5SubAck;
import com.hivemq.client.mqtt.mqtt5.message.subscribe.suback.Mqtt5SubAckReasonCode;
import io.msgbench.driver.api.BenchmarkConsumer;
import io.msgbench.driver.api.DriverException;
import java.util.concurrent.TimeUnit;

/**
 * One consumer: its own MQTT connection with one subscription to every partition of a topic, acknowledged by
 * hand through the {@link DeliveryGate}. Closing it ends its session, so the broker keeps nothing for it.
 */
final class MqttConsumer implements BenchmarkConsumer {
    private static final long ANSWER_SECONDS = 30;

    private final Mqtt5AsyncClient client;
    private final DeliveryGate gate;

    private MqttConsumer(Mqtt5AsyncClient client, DeliveryGate gate) {
        this.client = client;
        this.gate = gate;
    }

    static MqttConsumer subscribe(Mqtt5AsyncClient client, String filter, int qos, DeliveryGate gate)
            throws Exception {
        MqttConsumer consumer = new MqttConsumer(client, gate);
        Mqtt5SubAck ack = client.subscribeWith().topicFilter(filter).qos(Clients.qos(qos)).callback(gate::offer)
                .manualAcknowledgement(true).send().get(ANSWER_SECONDS, TimeUnit.SECONDS);
        Mqtt5SubAckReasonCode code = ack.getReasonCodes().get(0);
        if (code.isError()) {
            client.disconnect();
            throw new DriverException("the broker refused the subscription " + filter + ": " + code);
        }
        return consumer;
    }

    @Override
    public void pause() {
        gate.pause();
    }

    @Override
    public void resume() {
        gate.resume();
    }

    /** A session expiry of 0 at the disconnect ends the persistent session now. */
    @Override
    public void close() throws Exception {
        client.disconnectWith().sessionExpiryInterval(0).send().get(ANSWER_SECONDS, TimeUnit.SECONDS);
    }
}
