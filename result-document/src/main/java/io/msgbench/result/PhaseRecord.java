package io.msgbench.result;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/** One phase of a run: when it started and ended, and how ({@code ok}, {@code failed}, {@code cancelled}). */
public record PhaseRecord(
        String phase,
        Instant start,
        Instant end,
        String outcome,
        @Nullable String error) {}
