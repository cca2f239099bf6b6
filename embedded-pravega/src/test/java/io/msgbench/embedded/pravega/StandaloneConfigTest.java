package io.msgbench.embedded.pravega;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The standalone's settings: free ports for everything it binds, optional listeners off, overrides on top. */
class StandaloneConfigTest {
    private static final Path WORK = Path.of("/tmp/work");
    private static final List<String> PORTS = List.of(
            "singlenode.zk.port",
            "singlenode.controller.rpc.port",
            "singlenode.segmentStore.port",
            "singlenode.controller.rest.port",
            "pravegaservice.rest.listener.port",
            "singlenode.admin.gateway.port");

    @Test
    void everyConfigurablePortIsAFreeOneAndNoneIsPravegasFixedDefault() throws Exception {
        StandaloneConfig config = StandaloneConfig.withFreePorts(Map.of(), WORK);

        Set<String> ports = new HashSet<>();
        for (String key : PORTS) {
            ports.add(config.get(key));
            assertThat(Integer.parseInt(config.get(key))).as(key).isPositive();
        }
        assertThat(ports)
                .as("distinct")
                .hasSize(PORTS.size())
                .doesNotContain("4000", "9090", "9091", "6000", "6061", "9999");
        assertThat(config.controllerUri()).isEqualTo("tcp://127.0.0.1:" + config.get("singlenode.controller.rpc.port"));
    }

    @Test
    void restServersAndAdminGatewayAreOffAndClientsServedOnLoopback() throws Exception {
        StandaloneConfig config = StandaloneConfig.withFreePorts(Map.of(), WORK);

        assertThat(config.get("singlenode.controller.rest.enable")).isEqualTo("false");
        assertThat(config.get("singlenode.admin.gateway.enable")).isEqualTo("false");
        assertThat(config.get("pravegaservice.service.listener.host.nameOrIp")).isEqualTo("127.0.0.1");
        assertThat(config.get("pravegaservice.service.published.host.nameOrIp")).isEqualTo("127.0.0.1");
    }

    @Test
    void settingsFromTheCommandLineWin() throws Exception {
        StandaloneConfig config = StandaloneConfig.withFreePorts(
                Map.of("autoScale.cooldown.time.seconds", "600", "singlenode.controller.rest.enable", "true"), WORK);

        assertThat(config.get("autoScale.cooldown.time.seconds")).isEqualTo("600");
        assertThat(config.get("singlenode.controller.rest.enable")).isEqualTo("true");
        assertThat(EmbeddedPravegaMain.readyValues(config, Optional.empty()))
                .containsEntry("autoScaleCooldownSeconds", "600")
                .containsEntry("durability", EmbeddedPravegaMain.DURABILITY)
                .containsEntry("storage", "in-memory")
                .containsKeys("controllerURI", "brokerVersion");
    }
}
