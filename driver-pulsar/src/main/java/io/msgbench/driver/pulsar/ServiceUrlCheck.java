package io.msgbench.driver.pulsar;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether the binary service URL accepts connections. The Pulsar client connects lazily, so without this an
 * unreachable {@code serviceUrl} would only show up as a producer timeout much later.
 */
final class ServiceUrlCheck {
    private static final int CONNECT_TIMEOUT_MS = 5_000;

    private ServiceUrlCheck() {}

    /** @return empty when some host of the URL accepts a connection, otherwise the reason for each host */
    static List<String> unreachable(String serviceUrl) {
        List<String> failures = new ArrayList<>();
        for (InetSocketAddress address : addresses(serviceUrl)) {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(address.getHostString(), address.getPort()), CONNECT_TIMEOUT_MS);
                return List.of();
            } catch (IOException e) {
                failures.add(address.getHostString() + ":" + address.getPort() + ": "
                        + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : " " + e.getMessage()));
            }
        }
        return failures;
    }

    /** {@code pulsar://h1:6650,h2:6650} lists several hosts; the default ports are 6650 and 6651 (TLS). */
    static List<InetSocketAddress> addresses(String serviceUrl) {
        URI uri = URI.create(serviceUrl.trim());
        String scheme = uri.getScheme();
        int defaultPort = "pulsar+ssl".equals(scheme) ? 6651 : 6650;
        String hosts = serviceUrl.trim().substring(scheme.length() + 3).replaceAll("/.*$", "");
        List<InetSocketAddress> addresses = new ArrayList<>();
        for (String host : hosts.split(",", -1)) {
            if (host.isEmpty()) {
                continue; // a stray comma names no host
            }
            int colon = host.lastIndexOf(':');
            boolean hasPort = colon > 0 && !host.endsWith("]");
            String name = hasPort ? host.substring(0, colon) : host;
            int port = hasPort ? Integer.parseInt(host.substring(colon + 1)) : defaultPort;
            addresses.add(InetSocketAddress.createUnresolved(name, port));
        }
        return addresses;
    }
}
