package io.msgbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SecretRedactionTest {

    @Test
    void secretKeysLoseTheirValuesAtAnyDepth() {
        Map<String, Object> redacted = SecretRedaction.redact(Map.of(
                "name",
                "Kafka",
                "token",
                "abc",
                "auth",
                Map.of("authParams", "key:secret", "user", "bench"),
                "list",
                List.of(Map.of("password", "p"))));
        assertThat(redacted).containsEntry("name", "Kafka").containsEntry("token", SecretRedaction.REDACTED);
        assertThat(redacted.get("auth")).isEqualTo(Map.of("authParams", SecretRedaction.REDACTED, "user", "bench"));
        assertThat(redacted.get("list")).isEqualTo(List.of(Map.of("password", SecretRedaction.REDACTED)));
    }

    @Test
    void propertiesTextKeepsItsKeysButNotTheSecretValues() {
        String common = "bootstrap.servers=b:9092\nsasl.jaas.config=org.apache.kafka.PlainLoginModule required "
                + "username=\"u\" password=\"p\";\nssl.truststore.password = s3cret\nsecurity.protocol=SASL_SSL\n";
        Map<String, Object> redacted = SecretRedaction.redact(Map.of("commonConfig", common));
        assertThat(redacted.get("commonConfig"))
                .isEqualTo("bootstrap.servers=b:9092\nsasl.jaas.config="
                        + SecretRedaction.REDACTED + "\nssl.truststore.password = " + SecretRedaction.REDACTED
                        + "\nsecurity.protocol=SASL_SSL\n");
    }

    @Test
    void flagsAndOrdinaryValuesStay() {
        assertThat(SecretRedaction.redact(Map.of("authenticationEnabled", true, "url", "http://h:8080/x")))
                .containsEntry("authenticationEnabled", true)
                .containsEntry("url", "http://h:8080/x");
    }
}
