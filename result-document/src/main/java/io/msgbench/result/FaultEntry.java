package io.msgbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import io.msgbench.config.DurationText;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * One entry of the result file's {@code msgbench.faults}, declared once for writer and reader: what was done, when
 * (offsets from the run's start, in ms), and what it cost.
 *
 * @param spec    the fault as the workload gave it ({@link FaultSpec#asMap()})
 * @param started left out, with the other times, when the run ended before the fault was due
 * @param impact  left out when the fault did not happen
 */
public record FaultEntry(
        Map<String, Object> spec,
        String outcome,
        @Nullable String detail,
        @JsonInclude(Include.NON_NULL) Instant started,
        @JsonInclude(Include.NON_NULL) Instant ended,
        @JsonInclude(Include.NON_NULL) Long startOffsetMs,
        @JsonInclude(Include.NON_NULL) Long endOffsetMs,
        @JsonInclude(Include.NON_NULL) Impact impact) {

    /**
     * What the fault cost.
     *
     * @param recoveredWithinMs left out when publishing never recovered before the measure phase ended
     */
    public record Impact(
            boolean disrupted,
            boolean recovered,
            @JsonInclude(Include.NON_NULL) Long recoveredWithinMs,
            long sendErrors,
            double worstPublishLatencyMs,
            double worstEndToEndLatencyMs,
            String recoveryRule) {

        static Impact of(FaultImpact impact) {
            return new Impact(
                    impact.disrupted(),
                    impact.recoveredWithin().isPresent(),
                    impact.recoveredWithin().map(Duration::toMillis).orElse(null),
                    impact.sendErrors(),
                    impact.worstPublishMillis(),
                    impact.worstEndToEndMillis(),
                    impact.recoveryRule());
        }

        FaultImpact toImpact() {
            return new FaultImpact(
                    disrupted,
                    Optional.ofNullable(recoveredWithinMs).map(Duration::ofMillis),
                    sendErrors,
                    worstPublishLatencyMs,
                    worstEndToEndLatencyMs,
                    recoveryRule);
        }
    }

    static FaultEntry of(FaultReport report) {
        FaultEvent event = report.event();
        boolean happened = event.happened();
        return new FaultEntry(
                event.spec().asMap(),
                event.outcome().name().toLowerCase(Locale.ROOT),
                event.detail(),
                happened ? event.started() : null,
                happened ? event.ended() : null,
                happened ? event.startOffset().toMillis() : null,
                happened ? event.endOffset().toMillis() : null,
                report.impact().map(Impact::of).orElse(null));
    }

    /** The fault this entry was written from; {@code index} is its place in the list. */
    FaultReport toReport(int index) {
        boolean happened = started != null;
        FaultEvent event = new FaultEvent(
                index,
                faultSpec(),
                FaultEvent.Outcome.valueOf(outcome.toUpperCase(Locale.ROOT)),
                started,
                ended,
                happened ? Duration.ofMillis(startOffsetMs) : null,
                happened ? Duration.ofMillis(endOffsetMs) : null,
                detail);
        return new FaultReport(event, Optional.ofNullable(impact).map(Impact::toImpact));
    }

    /** The inverse of {@link FaultSpec#asMap()}. */
    private FaultSpec faultSpec() {
        FaultAction action = FaultAction.byName(String.valueOf(spec.get("action")))
                .orElseThrow(() -> new IllegalArgumentException("unknown fault action " + spec.get("action")));
        return new FaultSpec(
                duration("at").orElseThrow(() -> new IllegalArgumentException("fault without at")),
                action,
                duration("duration"),
                text("command"),
                duration("timeout").orElse(FaultSpec.DEFAULT_COMMAND_TIMEOUT),
                spec.get("worker") instanceof Number worker ? Optional.of(worker.intValue()) : Optional.empty());
    }

    private Optional<Duration> duration(String key) {
        return text(key).flatMap(DurationText::parse);
    }

    private Optional<String> text(String key) {
        return spec.get(key) instanceof String text ? Optional.of(text) : Optional.empty();
    }
}
