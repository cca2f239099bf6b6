package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.mqtt5.Mqtt5AsyncClient;
import com.hivemq.client.mqtt.mqtt5.message.publish.Mqtt5Publish;
import com.hivemq.client.mqtt.mqtt5.message.subscribe.suback.Mqtt5SubAck;
import com.hivemq.client.mqtt.mqtt5.message.subscribe.suback.Mqtt5SubAckReasonCode;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.DeliveryGate;
import io.msgbench.driver.support.GatedConsumer;
import java.util.concurrent.TimeUnit;

/**
 * One consumer: its own MQTT connection with one subscription to every partition of a topic, acknowledged by
 * hand through the {@link DeliveryGate}. Closing it ends its session, so the broker keeps nothing for it.
 */
final class MqttConsumer implements GatedConsumer {
    private static final long ANSWER_SECONDS = 30;

    private final Mqtt5AsyncClient client;
    private final DeliveryGate<Mqtt5Publish> gate;

    private MqttConsumer(Mqtt5AsyncClient client, ConsumerCallback callback) {
        this.client = client;
        // acknowledged (PUBACK at QoS 1) once delivered: while paused the broker sends no more than the client's
        // receive maximum (maxInflight) unacknowledged ones, the rest waits on the broker, in the session
        this.gate = new DeliveryGate<>(message -> {
            callback.messageReceived(message.getPayloadAsBytes());
            message.acknowledge();
        });
    }

    static MqttConsumer subscribe(Mqtt5AsyncClient client, String filter, int qos, ConsumerCallback callback)
            throws Exception {
        MqttConsumer consumer = new MqttConsumer(client, callback);
        Mqtt5SubAck ack = client.subscribeWith()
                .topicFilter(filter)
                .qos(Clients.qos(qos))
                .callback(consumer.gate::offer)
                .manualAcknowledgement(true)
                .send()
                .get(ANSWER_SECONDS, TimeUnit.SECONDS);
        Mqtt5SubAckReasonCode code = ack.getReasonCodes().get(0);
        if (code.isError()) {
            var unused = client.disconnect(); // not waited for: the refusal is what the caller hears
            throw new DriverException("the broker refused the subscription " + filter + ": " + code);
        }
        return consumer;
    }

    @Override
    public DeliveryGate<Mqtt5Publish> gate() {
        return gate;
    }

    /** A session expiry of 0 at the disconnect ends the persistent session now. */
    @Override
    public void close() throws Exception {
        client.disconnectWith().sessionExpiryInterval(0).send().get(ANSWER_SECONDS, TimeUnit.SECONDS);
    }
}
