package io.msgbench.driver.mqtt;

import io.msgbench.driver.support.DurabilityWords;
import java.util.LinkedHashMap;
import java.util.Map;

/** The settings in force, in plain words, for the result. */
record Description(MqttDriverSettings settings) {
    static final String MAPPING = "an MQTT topic per topic; partition n is the topic level <topic>/<n>; a keyed"
            + " message goes to the partition of its key's hash, an unkeyed one round robin; a subscription is an"
            + " MQTT 5 shared subscription $share/<subscription>/<topic>/+ whose consumers share its messages (or a"
            + " plain subscription to <topic>/+ with one consumer: sharedSubscriptions: false); each producer and"
            + " consumer is its own connection; order is kept per partition for one consumer; the broker keeps no"
            + " history, so a subscription gets only what is published after it is made";

    Map<String, String> asMap() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put(
                "durability",
                DurabilityWords.statedOr(settings.durability(), "the MQTT broker is configured") + "; " + qos() + "; "
                        + sessions());
        description.put("clientVersion", Clients.clientVersion());
        description.put("mapping", MAPPING);
        if (settings.keepAliveCapped()) {
            description.put(
                    "keepAlive",
                    MqttDriverSettings.MAX_KEEP_ALIVE + " s (MQTT's largest; the driver file" + " asked for more)");
        }
        return description;
    }

    private String qos() {
        String publish = settings.pubQos() == 1
                ? "QoS 1: a send is done on the broker's PUBACK (at least once)"
                : "QoS 0: a send is done once the client has written it, the broker acknowledges nothing (at most"
                        + " once: a message the broker drops is lost)";
        return publish + "; consumers subscribe at QoS " + settings.subQos() + ", so receive at QoS "
                + settings.deliveryQos();
    }

    private String sessions() {
        return settings.cleanSession()
                ? "clean sessions: a consumer's subscription ends with its connection"
                : "persistent sessions (cleanSession: false): a consumer's subscription and the messages queued for it"
                        + " outlive its connection by " + settings.sessionExpirySeconds() + " s";
    }
}
