package io.msgbench.result;

import java.util.List;
import java.util.stream.Stream;

/**
 * The latencies a run records, each one histogram in microseconds. Which latency is which is part of
 * the result: every figure says what it was measured from. A metric also says how it is presented, so the
 * table, the JSON, the {@code .hlog} file, the charts and the gate follow from this declaration.
 */
public enum Metric {
    PUBLISH_LATENCY(
            "publishLatency",
            "Publishing",
            "publish",
            Role.HEADLINE,
            "broker acknowledgement − intended send time",
            OmbUnit.MILLISECONDS,
            "differs: OMB counts publishLatency from the send call (our publishServiceTime); ours from the intended"
                    + " send time, so waiting to send counts"),
    PUBLISH_SERVICE_TIME(
            "publishServiceTime",
            "Publish service time",
            "service-time",
            Role.DIAGNOSTIC,
            "broker acknowledgement − actual send call",
            OmbUnit.MILLISECONDS,
            "OMB has no field of this name: it is what OMB calls publishLatency"),
    SEND_DELAY(
            "publishDelayLatency",
            "Send delay",
            "send-delay",
            Role.DIAGNOSTIC,
            "actual send call − intended send time",
            OmbUnit.MICROSECONDS,
            "same as OMB's publishDelayLatency, in OMB's unit (whole microseconds)"),
    END_TO_END_LATENCY(
            "endToEndLatency",
            "End-to-end",
            "e2e",
            Role.HEADLINE,
            "consumer receive − intended send time, from the framework's payload header (µs clock)",
            OmbUnit.MILLISECONDS,
            "differs: OMB counts endToEndLatency from the send call with whole-millisecond"
                    + " timestamps; ours from the intended send time with microsecond timestamps");

    /**
     * The unit of a metric's OMB-named fields at the top of the result, as OMB writes them, so OMB's scripts
     * read our results right: publishDelayLatency in whole microseconds, every other latency in milliseconds.
     */
    public enum OmbUnit {
        MILLISECONDS("milliseconds"),
        MICROSECONDS("whole microseconds");

        private final String text;

        OmbUnit(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /**
     * HEADLINE: one of the studies' two table rows, charted over the percentile spectrum, side by side in
     * reports and judged by the regression gate. DIAGNOSTIC: shown below the table ("also measured").
     */
    public enum Role {
        HEADLINE,
        DIAGNOSTIC
    }

    private static final List<Metric> HEADLINE = withRole(Role.HEADLINE);
    private static final List<Metric> DIAGNOSTIC = withRole(Role.DIAGNOSTIC);

    private final String jsonName;
    private final String label;
    private final String tag;
    private final Role role;
    private final String definition;
    private final OmbUnit ombUnit;
    private final String ombMeaning;

    Metric(
            String jsonName,
            String label,
            String tag,
            Role role,
            String definition,
            OmbUnit ombUnit,
            String ombMeaning) {
        this.jsonName = jsonName;
        this.label = label;
        this.tag = tag;
        this.role = role;
        this.definition = definition;
        this.ombUnit = ombUnit;
        this.ombMeaning = ombMeaning;
    }

    private static List<Metric> withRole(Role role) {
        return Stream.of(values()).filter(metric -> metric.role == role).toList();
    }

    /** The studies' rows in their order (publishing, then end-to-end). */
    public static List<Metric> headline() {
        return HEADLINE;
    }

    /** The figures shown beneath the studies' rows, in their order. */
    public static List<Metric> diagnostic() {
        return DIAGNOSTIC;
    }

    /** Headline then diagnostic: the order of every table. */
    public static List<Metric> tableOrder() {
        return Stream.concat(HEADLINE.stream(), DIAGNOSTIC.stream()).toList();
    }

    /** The result JSON's name (OMB's, where OMB has the figure). */
    public String jsonName() {
        return jsonName;
    }

    /** The row label in the studies' table. */
    public String label() {
        return label;
    }

    public String definition() {
        return definition;
    }

    /** The short name in {@code .hlog} tags and chart ids ({@code publish}, {@code e2e}, ...). */
    public String tag() {
        return tag;
    }

    public Role role() {
        return role;
    }

    /** The unit of this metric's OMB-named fields in the result JSON. */
    public OmbUnit ombUnit() {
        return ombUnit;
    }

    /** How this figure relates to OMB's field of the same name: the same, or how it differs. */
    public String ombMeaning() {
        return ombMeaning;
    }
}
