package io.msgbench.driver.pravega;

import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.DriverException;
import io.msgbench.driver.support.Futures;
import io.pravega.client.ClientConfig;
import io.pravega.client.control.impl.Controller;
import io.pravega.client.control.impl.ControllerImpl;
import io.pravega.client.control.impl.ControllerImplConfig;
import io.pravega.client.stream.ScalingPolicy;
import io.pravega.client.stream.StreamConfiguration;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Scope and stream administration through the controller's asynchronous API, every call bounded by the
 * driver's request timeout.
 * <pre>{@code
 * StreamAdmin admin = StreamAdmin.connect(clientConfig, "msgbench", true, Duration.ofSeconds(30), executor);
 * admin.createStream("msgbench-1", ScalingPolicy.fixed(16)).join();
 * }</pre>
 */
final class StreamAdmin implements AutoCloseable {
    private final Controller controller;
    private final String scope;
    private final Duration timeout;

    private StreamAdmin(Controller controller, String scope, Duration timeout) {
        this.controller = controller;
        this.scope = scope;
        this.timeout = timeout;
    }

    /**
     * Contacts the controller and makes sure the scope exists.
     *
     * @throws DriverException when the controller does not answer within the timeout, or the scope is missing
     *                         and may not be created
     */
    static StreamAdmin connect(
            ClientConfig clientConfig,
            String scope,
            boolean createScope,
            Duration timeout,
            ScheduledExecutorService executor) {
        Controller controller = new ControllerImpl(
                ControllerImplConfig.builder()
                        .clientConfig(clientConfig)
                        .timeoutMillis(timeout.toMillis())
                        .build(),
                executor);
        try {
            boolean exists = await(controller.checkScopeExists(scope), timeout);
            if (!exists && !createScope) {
                throw new DriverException("Pravega scope '" + scope + "' does not exist, and createScope is false");
            }
            if (!exists) {
                await(controller.createScope(scope), timeout);
            }
            return new StreamAdmin(controller, scope, timeout);
        } catch (ExecutionException | TimeoutException e) {
            controller.close();
            Throwable cause = e instanceof TimeoutException
                    ? new TimeoutException("no answer within " + timeout.toMillis() + " ms")
                    : Futures.unwrap(e);
            // an unreachable controller is a setting to fix, reported like a bad value: one line, exit 2
            throw new DriverConfigException(
                    "client.controllerURI",
                    "cannot reach the Pravega controller at " + clientConfig.getControllerURI() + ": "
                            + PravegaFailures.describe(cause));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            controller.close();
            throw new DriverException("interrupted while contacting the Pravega controller", e);
        } catch (RuntimeException e) {
            controller.close();
            throw e;
        }
    }

    /** Completes with true when created, false when a stream of that name already existed. */
    CompletableFuture<Boolean> createStream(String stream, ScalingPolicy policy) {
        StreamConfiguration configuration =
                StreamConfiguration.builder().scalingPolicy(policy).build();
        return bounded(controller.createStream(scope, stream, configuration));
    }

    /** The number of active segments, or empty when the stream does not exist. */
    CompletableFuture<Optional<Integer>> segmentCount(String stream) {
        return bounded(controller.checkStreamExists(scope, stream))
                .thenCompose(exists -> exists
                        ? bounded(controller.getCurrentSegments(scope, stream))
                                .thenApply(segments -> Optional.of(segments.getNumberOfSegments()))
                        : CompletableFuture.completedFuture(Optional.empty()));
    }

    /** Seals the stream (no more writes), then deletes it when {@code delete} is true. */
    CompletableFuture<Void> seal(String stream, boolean delete) {
        CompletableFuture<Boolean> sealed = bounded(controller.sealStream(scope, stream));
        return delete
                ? sealed.thenCompose(ignored -> bounded(controller.deleteStream(scope, stream)))
                        .thenApply(ok -> null)
                : sealed.thenApply(ok -> null);
    }

    @Override
    public void close() {
        controller.close();
    }

    private <T> CompletableFuture<T> bounded(CompletableFuture<T> call) {
        return call.orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    private static <T> T await(CompletableFuture<T> call, Duration timeout)
            throws ExecutionException, TimeoutException, InterruptedException {
        return call.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }
}
