package io.msgbench.driver.mqtt;

import com.hivemq.client.mqtt.mqtt5.message.publish.Mqtt5PublishResult;
import java.util.concurrent.CompletionException;

/** A publish is done only when the broker accepted it: a PUBACK with an error reason code fails it. */
final class MqttPublishResults {
    private MqttPublishResults() {}

    static Void check(Mqtt5PublishResult result) {
        result.getError().ifPresent(error -> {
            throw new CompletionException(error);
        });
        return null;
    }
}
