package io.msgbench.remote;

import io.msgbench.worker.LocalWorker;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A worker JVM's service: the hosted {@link LocalWorker} under a lease, its HTTP API and, optionally,
 * its Prometheus endpoint. {@code bin/benchmark-worker} starts one and waits.
 */
public final class WorkerService implements AutoCloseable {
    /** Where to listen; {@code metricsPort} null: no metrics endpoint; port 0: any free port. */
    public record Options(String bind, int port, Optional<String> token, Integer metricsPort) {}

    private final WorkerHost host;
    private final WorkerServer api;
    private final MetricsServer metrics;

    private WorkerService(WorkerHost host, WorkerServer api, MetricsServer metrics) {
        this.host = host;
        this.api = api;
        this.metrics = metrics;
    }

    public static WorkerService start(Options options, Supplier<LocalWorker> newWorker, PrintStream log)
            throws Exception {
        return start(options, newWorker, log, WorkerHost.LEASE);
    }

    static WorkerService start(Options options, Supplier<LocalWorker> newWorker, PrintStream log, Duration lease)
            throws Exception {
        WorkerHost host = new WorkerHost(newWorker, lease, log);
        WorkerServer api = null;
        try {
            api = WorkerServer.start(options.bind(), options.port(), options.token(), new WorkerRoutes(host));
            MetricsServer metrics = options.metricsPort() == null
                    ? null
                    : MetricsServer.start(options.bind(), options.metricsPort(), host);
            return new WorkerService(host, api, metrics);
        } catch (Exception e) {
            if (api != null) {
                api.close();
            }
            host.close();
            throw e;
        }
    }

    public int port() {
        return api.port();
    }

    /** The Prometheus port, or -1 when there is none. */
    public int metricsPort() {
        return metrics == null ? -1 : metrics.port();
    }

    /** Stops serving, then stops any load and closes clients and driver. */
    @Override
    public void close() throws Exception {
        try {
            api.close();
            if (metrics != null) {
                metrics.close();
            }
        } finally {
            host.close();
        }
    }
}
