package io.msgbench.driver.pulsar;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

class ServiceUrlCheckTest {

    @Test
    void everyHostOfTheUrlWithItsDefaultPort() {
        assertThat(ServiceUrlCheck.addresses("pulsar://a:6650,b:7000,c"))
                .extracting(InetSocketAddress::getHostString, InetSocketAddress::getPort)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("a", 6650),
                        org.assertj.core.groups.Tuple.tuple("b", 7000),
                        org.assertj.core.groups.Tuple.tuple("c", 6650));
        assertThat(ServiceUrlCheck.addresses("pulsar+ssl://secure/"))
                .extracting(InetSocketAddress::getPort)
                .containsExactly(6651);
    }

    @Test
    void aListeningPortIsReachableAndAClosedOneIsNot() throws Exception {
        int closedPort;
        try (ServerSocket listening = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String url = "pulsar://127.0.0.1:" + listening.getLocalPort();
            assertThat(ServiceUrlCheck.unreachable(url)).isEmpty();
            closedPort = listening.getLocalPort();
        }
        assertThat(ServiceUrlCheck.unreachable("pulsar://127.0.0.1:" + closedPort))
                .singleElement()
                .asString()
                .startsWith("127.0.0.1:" + closedPort + ": ConnectException");
    }
}
