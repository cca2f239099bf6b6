package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.DriverConfigException;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminBuilder;
import org.apache.pulsar.client.api.Authentication;
import org.apache.pulsar.client.api.AuthenticationFactory;
import org.apache.pulsar.client.api.ClientBuilder;
import org.apache.pulsar.client.api.PulsarClient;
import org.apache.pulsar.client.api.PulsarClientException;
import org.apache.pulsar.client.api.SizeUnit;

/** Builds the admin and the data client from the {@code client} section; connects to nothing yet. */
final class PulsarClients {
    static final int ADMIN_CONNECT_TIMEOUT_S = 10;
    static final int ADMIN_REQUEST_TIMEOUT_S = 30;

    private PulsarClients() {}

    static PulsarAdmin admin(PulsarDriverSettings.Client c) throws PulsarClientException {
        PulsarAdminBuilder builder = PulsarAdmin.builder()
                .serviceHttpUrl(c.httpUrl())
                .connectionTimeout(ADMIN_CONNECT_TIMEOUT_S, TimeUnit.SECONDS)
                .requestTimeout(ADMIN_REQUEST_TIMEOUT_S, TimeUnit.SECONDS);
        return Security.ADMIN.apply(builder, c).build();
    }

    /** How often the client computes its producer and consumer stats. */
    static final long STATS_INTERVAL_SECONDS = 1;

    static PulsarClient client(PulsarDriverSettings.Client c) throws PulsarClientException {
        ClientBuilder builder = PulsarClient.builder()
                .serviceUrl(c.serviceUrl())
                .ioThreads(c.ioThreads())
                .connectionsPerBroker(c.connectionsPerBroker())
                .memoryLimit(c.memoryLimitMB(), SizeUnit.MEGA_BYTES)
                .maxConcurrentLookupRequests(c.maxConcurrentLookupRequests())
                // the client's own figures for clientMetrics(); its stats log lines are INFO, below the driver's WARN
                .statsInterval(STATS_INTERVAL_SECONDS, TimeUnit.SECONDS);
        return Security.CLIENT.apply(builder, c).build();
    }

    /**
     * Where a builder takes the section's TLS and authentication settings: the admin's builder and the client's
     * have the same calls but share no type.
     */
    private record Security<B>(
            BiConsumer<B, Boolean> allowInsecure,
            BiConsumer<B, Boolean> verifyHostname,
            BiConsumer<B, String> trustCerts,
            BiConsumer<B, Authentication> auth) {
        static final Security<PulsarAdminBuilder> ADMIN = new Security<>(
                PulsarAdminBuilder::allowTlsInsecureConnection,
                PulsarAdminBuilder::enableTlsHostnameVerification,
                PulsarAdminBuilder::tlsTrustCertsFilePath,
                PulsarAdminBuilder::authentication);
        static final Security<ClientBuilder> CLIENT = new Security<>(
                ClientBuilder::allowTlsInsecureConnection,
                ClientBuilder::enableTlsHostnameVerification,
                ClientBuilder::tlsTrustCertsFilePath,
                ClientBuilder::authentication);

        B apply(B builder, PulsarDriverSettings.Client c) {
            allowInsecure.accept(builder, c.tlsAllowInsecureConnection());
            verifyHostname.accept(builder, c.tlsEnableHostnameVerification());
            c.tlsTrustCertsFilePath().ifPresent(path -> trustCerts.accept(builder, path));
            if (c.authPlugin().isPresent()) {
                auth.accept(builder, authentication(c));
            }
            return builder;
        }
    }

    private static Authentication authentication(PulsarDriverSettings.Client c) {
        String plugin = c.authPlugin().orElseThrow();
        try {
            return AuthenticationFactory.create(plugin, c.authData());
        } catch (PulsarClientException | RuntimeException e) {
            throw new DriverConfigException(
                    "client.authentication.plugin", "cannot create '" + plugin + "': " + e.getMessage());
        }
    }
}
