package io.msgbench.measure;

/**
 * The latencies a run records, each one histogram in microseconds. Which latency is which is part of
 * the result: every figure says what it was measured from.
 */
public enum Metric {
    PUBLISH_LATENCY("publishLatency", "Publishing", "broker acknowledgement − intended send time"),
    PUBLISH_SERVICE_TIME("publishServiceTime", "Publish service time", "broker acknowledgement − actual send call"),
    SEND_DELAY("publishDelayLatency", "Send delay", "actual send call − intended send time"),
    END_TO_END_LATENCY("endToEndLatency", "End-to-end",
            "consumer receive − intended send time, from the framework's payload header (µs clock)");

    private final String jsonName;
    private final String label;
    private final String definition;

    Metric(String jsonName, String label, String definition) {
        this.jsonName = jsonName;
        this.label = label;
        this.definition = definition;
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
}
