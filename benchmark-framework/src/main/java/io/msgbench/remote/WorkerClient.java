package io.msgbench.remote;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.msgbench.config.ConfigException;
import io.msgbench.worker.WorkerLostException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The coordinator's end of one worker's HTTP API: POSTs JSON with the token and the session header,
 * reads JSON back. An answer without the worker's header comes from something else: a
 * {@link NotAWorkerException}; one from a worker of another build, a {@link WorkerMismatchException}. A worker
 * that cannot be reached or does not answer in time is a {@link WorkerLostException}; an error answer becomes an
 * exception carrying the worker's reason.
 */
final class WorkerClient {
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(3);

    private final URI base;
    private final Optional<String> token;
    private final String session;
    private static final long WAIT_SLICE_MILLIS = 100;

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).build();
    private volatile WorkerLostException lost;

    WorkerClient(URI base, Optional<String> token, String session) {
        this.base = base;
        this.token = token;
        this.session = session;
    }

    String name() {
        return base.toString();
    }

    /** Thrown for a 4xx/5xx answer other than a configuration problem. */
    static final class CallFailedException extends IllegalStateException {
        final int status;

        CallFailedException(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    /** From now on every call, including those waiting for an answer, fails with {@code reason}. */
    void markLost(WorkerLostException reason) {
        lost = reason;
    }

    /**
     * The first call to a worker: as {@link #post}, but an address that accepts the connection and then
     * does not answer HTTP is a {@link NotAWorkerException} rather than a lost worker.
     */
    <T> T firstPost(String path, Object body, Class<T> answer, Duration timeout) {
        try {
            return post(path, body, answer, timeout);
        } catch (WorkerLostException e) {
            if (e.getCause() instanceof IOException io && !unreachable(io)) {
                throw new NotAWorkerException(name(), "no HTTP answer to POST " + path + " (" + describe(io) + ")");
            }
            throw e;
        }
    }

    /** Nothing listens, or nothing answered in time: the address may still be a worker's. */
    private static boolean unreachable(IOException e) {
        return e instanceof ConnectException
                || e instanceof HttpTimeoutException
                || e instanceof UnknownHostException
                || e instanceof NoRouteToHostException;
    }

    <T> T post(String path, Object body, Class<T> answer, Duration timeout) {
        HttpResponse<String> response = send(path, body, timeout);
        Optional<String> identity = response.headers().firstValue(WorkerIdentity.HEADER);
        if (identity.isEmpty()) {
            throw new NotAWorkerException(name(), "it answered HTTP " + response.statusCode() + " to POST " + path);
        }
        WorkerIdentity worker = WorkerIdentity.parse(identity.get());
        if (!worker.protocol().equals(WorkerIdentity.CURRENT.protocol())) {
            throw new WorkerMismatchException(name(), worker);
        }
        if (response.statusCode() != 200) {
            throw failure(path, response);
        }
        try {
            return RemoteJson.MAPPER.readValue(response.body(), answer);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(
                    "worker " + name() + " sent an unreadable answer to " + path + ": " + e.getOriginalMessage(), e);
        }
    }

    private HttpResponse<String> send(String path, Object body, Duration timeout) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header(RemoteJson.SESSION, session)
                .POST(HttpRequest.BodyPublishers.ofString(json(body)));
        token.ifPresent(t -> request.header(RemoteJson.AUTHORIZATION, RemoteJson.BEARER + t));
        throwIfLost();
        CompletableFuture<HttpResponse<String>> call =
                http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString());
        try {
            while (true) {
                try {
                    return call.get(WAIT_SLICE_MILLIS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException stillWaiting) {
                    throwIfLost();
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw new WorkerLostException(name(), path + ": " + describe(io), io);
            }
            throw new IllegalStateException("calling worker " + name() + path + " failed: " + cause, cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while calling worker " + name() + path, e);
        } finally {
            call.cancel(true);
        }
    }

    private void throwIfLost() {
        WorkerLostException reason = lost;
        if (reason != null) {
            throw reason;
        }
    }

    private RuntimeException failure(String path, HttpResponse<String> response) {
        Messages.Failure error;
        try {
            error = RemoteJson.MAPPER.readValue(response.body(), Messages.Failure.class);
        } catch (JsonProcessingException e) {
            error = new Messages.Failure("HTTP " + response.statusCode(), java.util.List.of());
        }
        if (response.statusCode() == 422
                && error.problems() != null
                && !error.problems().isEmpty()) {
            return new ConfigException(error.problems());
        }
        return new CallFailedException(
                response.statusCode(),
                "worker " + name() + " answered " + response.statusCode() + " to " + path + ": " + error.error());
    }

    private static String json(Object body) {
        try {
            return RemoteJson.MAPPER.writeValueAsString(body == null ? new Messages.Empty() : body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a request: " + e.getOriginalMessage(), e);
        }
    }

    private static String describe(IOException e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
