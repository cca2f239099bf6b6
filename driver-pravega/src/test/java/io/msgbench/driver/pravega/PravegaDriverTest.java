package io.msgbench.driver.pravega;

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

/** The driver's behaviour that needs no Pravega; the integration tests run it against the real standalone. */
class PravegaDriverTest {

    @Test
    void providerIsFoundByServiceLoaderUnderAllItsNames() {
        List<DriverProvider> providers = ServiceLoader.load(DriverProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();

        assertThat(providers).hasSize(1);
        assertThat(providers.get(0).names())
                .containsExactlyInAnyOrder(
                        "io.msgbench.driver.pravega.PravegaDriver",
                        "io.openmessaging.benchmark.driver.pravega.PravegaBenchmarkDriver",
                        "pravega");
        assertThat(providers.get(0).create()).isInstanceOf(PravegaDriver.class);
    }

    @Test
    void anUnreachableControllerIsAClearErrorEndedByTheRequestTimeout() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String uri = "tcp://127.0.0.1:" + closedPort;
        DriverConfig config =
                new DriverConfig(Map.of("client", Map.of("controllerURI", uri, "requestTimeoutMs", 1500)), Set.of());
        try (PravegaDriver driver = new PravegaDriver()) {
            assertThatThrownBy(() -> driver.initialize(config))
                    .isInstanceOf(DriverConfigException.class)
                    .hasMessageStartingWith(
                            "client.controllerURI: cannot reach the Pravega controller at " + uri + ": ")
                    // the configured bound ended the wait (the program says so), not a clock in this test
                    .hasMessageEndingWith("no answer within 1500 ms");
        }
        assertThat(Thread.getAllStackTraces().keySet())
                .extracting(Thread::getName)
                .noneMatch(name -> name.startsWith("msgbench-pravega-"));
    }

    @Test
    void streamsItDidNotCreateAreNeverSealedOrDeleted() {
        PravegaDriver driver = new PravegaDriver();

        assertThatThrownBy(() ->
                        driver.deleteTopics(List.of("msgbench-1", "orders")).join())
                .isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(DriverException.class)
                .hasMessageContaining("did not create: msgbench-1, orders");
    }

    @Test
    void describeBeforeInitializeStillNamesTheClientVersion() {
        assertThat(new PravegaDriver().describe())
                .containsEntry("clientVersion", "0.13.0")
                .containsKey("durability");
    }
}
