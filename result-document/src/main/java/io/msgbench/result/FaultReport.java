package io.msgbench.result;

import java.util.Optional;

/** One fault of a run: what was done and when, and (when it happened) what it cost. */
public record FaultReport(FaultEvent event, Optional<FaultImpact> impact) {}
