package io.msgbench.driver.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.api.DriverProvider;
import java.io.IOException;
import java.net.ServerSocket;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/** The driver's behaviour that needs no broker; the integration tests run it against a real one. */
class KafkaDriverTest {

    @Test
    void providerIsFoundByServiceLoaderUnderAllItsNames() {
        List<DriverProvider> providers = ServiceLoader.load(DriverProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();

        assertThat(providers).hasSize(1);
        assertThat(providers.get(0).names())
                .containsExactlyInAnyOrder(
                        "io.msgbench.driver.kafka.KafkaDriver",
                        "io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver",
                        "kafka");
        assertThat(providers.get(0).create()).isInstanceOf(KafkaDriver.class);
    }

    @Test
    void unreachableBrokerFailsQuicklyAndLeavesNoAdminThread() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String bootstrap = "127.0.0.1:" + closedPort;
        DriverConfig config = new DriverConfig(
                Map.of(
                        "commonConfig",
                        "bootstrap.servers=" + bootstrap + "\ndefault.api.timeout.ms=1500\nrequest.timeout.ms=1000\n"),
                Set.of());

        try (KafkaDriver driver = new KafkaDriver()) {
            assertThatThrownBy(() -> driver.initialize(config))
                    .isInstanceOf(DriverConfigException.class)
                    .hasMessageStartingWith(
                            "commonConfig.bootstrap.servers: cannot reach Kafka at " + bootstrap + ": ");
        }
        assertThat(Thread.getAllStackTraces().keySet())
                .extracting(Thread::getName)
                .noneMatch(name -> name.startsWith("kafka-admin-client-thread"));
    }

    @Test
    void unresolvableBootstrapServerIsReportedAsUnreachable() {
        DriverConfig config =
                new DriverConfig(Map.of("commonConfig", "bootstrap.servers=no-such-host.invalid:9092\n"), Set.of());

        try (KafkaDriver driver = new KafkaDriver()) {
            assertThatThrownBy(() -> driver.initialize(config))
                    .isInstanceOf(DriverConfigException.class)
                    .hasMessageStartingWith(
                            "commonConfig.bootstrap.servers: cannot reach Kafka at no-such-host.invalid:9092: ");
        }
    }

    @Test
    void deletingATopicWithoutThePrefixIsRefused() {
        KafkaDriver driver = new KafkaDriver();

        assertThatThrownBy(() ->
                        driver.deleteTopics(List.of("msgbench-1", "orders")).join())
                .isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(DriverException.class)
                .hasMessageContaining("orders")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("msgbench-1"));
    }

    @Test
    void describeBeforeInitializeStillNamesTheClientVersion() {
        assertThat(new KafkaDriver().describe()).containsKey("clientVersion");
    }
}
