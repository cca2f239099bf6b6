package io.msgbench.remote;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The one JSON mapping both ends of the worker protocol use: strict about missing and unknown fields. */
final class RemoteJson {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS); // "{...} garbage" is malformed, not "{...}"

    /** Header carrying the shared token: {@code Authorization: Bearer <token>}. */
    static final String AUTHORIZATION = "Authorization";
    static final String BEARER = "Bearer ";
    /** Header naming the coordinator's session: a worker serves one coordinator at a time. */
    static final String SESSION = "X-Msgbench-Session";

    private RemoteJson() {
    }
}
