package io.msgbench.embedded.launcher;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.function.BooleanSupplier;

/**
 * The wait each embedded broker's start ends with: a probe (a real client's call, which succeeds only once the
 * broker serves clients) tried every 200 ms until it succeeds, the start is cancelled, the broker's process
 * exits, or the limit passes; the error then says the last attempt's failure.
 * <pre>{@code
 * Optional<String> version = Readiness.of("nats-server", READY_LIMIT).watching(server)
 *         .await(() -> probe(url), stopRequested);
 * }</pre>
 */
public final class Readiness {
    private static final Duration RETRY_PAUSE = Duration.ofMillis(200);

    /** One attempt; its value (the server's version, say) is what a successful wait returns. */
    @FunctionalInterface
    public interface Probe<T> {
        T attempt() throws Exception;
    }

    /** A probe that holds a client of its own, closed once the wait ends. */
    public interface ClosingProbe<T> extends Probe<T>, AutoCloseable {}

    /** A server process that may exit before it is ready. */
    public interface Watched {
        boolean isAlive();

        int exitValue();
    }

    private final String what;
    private final Duration limit;
    private final Optional<Watched> process;

    private Readiness(String what, Duration limit, Optional<Watched> process) {
        this.what = what;
        this.limit = limit;
        this.process = process;
    }

    /** @param what the broker as the errors name it ("redis-server", "Pravega") */
    public static Readiness of(String what, Duration limit) {
        return new Readiness(what, limit, Optional.empty());
    }

    /** Gives up at once, with the exit code, when this process exits before the broker is ready. */
    public Readiness watching(Watched server) {
        return new Readiness(what, limit, Optional.of(server));
    }

    /**
     * @param cancelled checked before each attempt, so a stop request during startup is not delayed
     * @return the probe's value once an attempt succeeds; empty when cancelled first
     * @throws IllegalStateException when the watched process exits, or no attempt succeeded within the limit
     */
    public <T> Optional<T> await(Probe<T> probe, BooleanSupplier cancelled) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        String lastFailure = "no attempt finished";
        while (!cancelled.getAsBoolean()) {
            if (process.isPresent() && !process.get().isAlive()) {
                throw new IllegalStateException(what + " exited with code "
                        + process.get().exitValue() + " before it was ready (its own message is in the lines above)");
            }
            try {
                return Optional.of(probe.attempt());
            } catch (InterruptedException e) {
                throw e;
            } catch (Exception e) {
                lastFailure = describe(e);
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(
                        what + " not ready within " + limit.toSeconds() + " s; last: " + lastFailure);
            }
            Thread.sleep(RETRY_PAUSE.toMillis());
        }
        return Optional.empty();
    }

    /**
     * Waits as {@link #await} does, then closes the probe's client.
     *
     * @return true once an attempt succeeded; false when cancelled first
     */
    public boolean awaitThenClose(ClosingProbe<?> probe, BooleanSupplier cancelled) throws Exception {
        try (probe) {
            return await(probe, cancelled).isPresent();
        }
    }

    private static String describe(Exception e) {
        Throwable failure = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
        return failure.getClass().getSimpleName() + ": " + failure.getMessage();
    }
}
