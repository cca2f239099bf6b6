package io.msgbench.driver.pulsar;

import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.pulsar.client.admin.PulsarAdmin;
import org.apache.pulsar.client.admin.PulsarAdminException;
import org.apache.pulsar.common.policies.data.PersistencePolicies;
import org.apache.pulsar.common.policies.data.TenantInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The namespace the run's topics live in: a fresh one per run ({@code namespacePrefix-<random>}, with the YAML's
 * persistence policy, deleted at the end) or the configured {@code client.namespace}, which is used as it is.
 * Either way the persistence policy in force is read back from the broker.
 */
final class RunNamespace {
    private static final Logger LOG = LoggerFactory.getLogger(RunNamespace.class);

    private final String name;
    private final boolean created;
    private final boolean tenantCreated;
    private final PolicyInForce policy;

    /** The persistence policy the broker applies to the namespace, and where it comes from. */
    record PolicyInForce(
            int ensembleSize, int writeQuorum, int ackQuorum, boolean deduplication, String source, String offload) {}

    private RunNamespace(String name, boolean created, boolean tenantCreated, PolicyInForce policy) {
        this.name = name;
        this.created = created;
        this.tenantCreated = tenantCreated;
        this.policy = policy;
    }

    static RunNamespace open(PulsarAdmin admin, PulsarDriverSettings settings) throws PulsarAdminException {
        if (settings.client().namespace().isPresent()) {
            String name = settings.client().namespace().get();
            if (!admin.namespaces().getNamespaces(tenant(name)).contains(name)) {
                throw new DriverException("client.namespace " + name + " does not exist on "
                        + settings.client().httpUrl());
            }
            if (settings.offload().isSet()) {
                throw new DriverConfigException(
                        "offload",
                        "msgbench sets it only on namespaces it creates, and"
                                + " client.namespace " + name + " is used as it is: set its policy with pulsar-admin"
                                + " namespaces set-offload-threshold / set-offload-deletion-lag, or leave client.namespace out");
            }
            return new RunNamespace(
                    name, false, false, readPolicy(admin, name, "namespace " + name + " as configured"));
        }
        String prefix = settings.client().namespacePrefix();
        boolean v1 = prefix.matches(PulsarDriverSettings.V1_NAME);
        // tenant/cluster/namespace (OMB's file): created as tenant/namespace-… in the cluster it names, because the
        // embedded Pulsar 4 broker refuses to create the older form (HTTP 405)
        String name = (v1 ? prefix.replaceFirst("/[^/]+/", "/") : prefix) + "-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16);
        String cluster = v1 ? namedCluster(admin, prefix) : cluster(admin, settings);
        boolean tenantCreated = ensureTenant(admin, tenant(name), cluster);
        PulsarDriverSettings.Persistence p = settings.persistence();
        admin.namespaces().createNamespace(name, Set.of(cluster));
        RunNamespace namespace = new RunNamespace(name, true, tenantCreated, null);
        try {
            admin.namespaces()
                    .setPersistence(name, new PersistencePolicies(p.ensembleSize(), p.writeQuorum(), p.ackQuorum(), 0));
            admin.namespaces().setDeduplicationStatus(name, p.deduplicationEnabled());
            NamespaceOffload.apply(admin, name, settings.offload());
            return new RunNamespace(
                    name, true, tenantCreated, readPolicy(admin, name, "set by msgbench on namespace " + name));
        } catch (PulsarAdminException | RuntimeException e) {
            namespace.delete(admin);
            throw e;
        }
    }

    String name() {
        return name;
    }

    PolicyInForce policy() {
        return policy;
    }

    /** Deletes the namespace (and tenant) the run created; one that still holds topics (--keep-topics) stays. */
    void delete(PulsarAdmin admin) {
        if (!created) {
            return;
        }
        try {
            admin.namespaces().deleteNamespace(name);
            if (tenantCreated) {
                admin.tenants().deleteTenant(tenant(name));
            }
        } catch (PulsarAdminException e) {
            LOG.warn("leaving Pulsar namespace {} in place: {}", name, e.getMessage());
        }
    }

    private static PolicyInForce readPolicy(PulsarAdmin admin, String name, String source) throws PulsarAdminException {
        PersistencePolicies persistence = admin.namespaces().getPersistence(name);
        Boolean deduplication = admin.namespaces().getDeduplicationStatus(name);
        Map<String, String> broker = admin.brokers().getRuntimeConfigurations();
        String offload = NamespaceOffload.inForce(admin, name, broker);
        if (persistence == null) {
            return new PolicyInForce(
                    brokerInt(broker, "managedLedgerDefaultEnsembleSize"),
                    brokerInt(broker, "managedLedgerDefaultWriteQuorum"),
                    brokerInt(broker, "managedLedgerDefaultAckQuorum"),
                    deduplication != null
                            ? deduplication
                            : Boolean.parseBoolean(broker.get("brokerDeduplicationEnabled")),
                    "broker defaults (namespace " + name + " sets no persistence policy)",
                    offload);
        }
        return new PolicyInForce(
                persistence.getBookkeeperEnsemble(),
                persistence.getBookkeeperWriteQuorum(),
                persistence.getBookkeeperAckQuorum(),
                deduplication != null ? deduplication : Boolean.parseBoolean(broker.get("brokerDeduplicationEnabled")),
                source,
                offload);
    }

    private static int brokerInt(Map<String, String> broker, String key) {
        String value = broker.get(key);
        return value == null ? 0 : Integer.parseInt(value.trim());
    }

    private static String cluster(PulsarAdmin admin, PulsarDriverSettings settings) throws PulsarAdminException {
        if (settings.client().clusterName().isPresent()) {
            return settings.client().clusterName().get();
        }
        List<String> clusters = admin.clusters().getClusters();
        if (clusters.size() != 1) {
            throw new DriverException("client.clusterName is needed: the broker knows the clusters " + clusters);
        }
        return clusters.get(0);
    }

    /** The cluster a tenant/cluster/namespace prefix names, which the broker must know. */
    private static String namedCluster(PulsarAdmin admin, String prefix) throws PulsarAdminException {
        String cluster = prefix.split("/", -1)[1];
        List<String> clusters = admin.clusters().getClusters();
        if (!clusters.contains(cluster)) {
            throw new DriverException("client.namespacePrefix names cluster '" + cluster
                    + "' (tenant/cluster/namespace)," + " but the broker knows the clusters " + clusters);
        }
        return cluster;
    }

    private static boolean ensureTenant(PulsarAdmin admin, String tenant, String cluster) throws PulsarAdminException {
        if (admin.tenants().getTenants().contains(tenant)) {
            return false;
        }
        admin.tenants()
                .createTenant(
                        tenant,
                        TenantInfo.builder().allowedClusters(Set.of(cluster)).build());
        return true;
    }

    private static String tenant(String namespace) {
        return namespace.substring(0, namespace.indexOf('/'));
    }
}
