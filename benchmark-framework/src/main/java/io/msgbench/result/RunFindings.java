package io.msgbench.result;

import java.util.List;

/**
 * What a run found beyond latencies and counts: the topics it used, the backlog report (null unless the
 * workload built a backlog) and the clients' latency breakdown.
 */
public record RunFindings(List<String> topics, BacklogReport backlog, ClientBreakdown clientBreakdown) {
    public static final RunFindings NONE = new RunFindings(List.of(), null, ClientBreakdown.NONE);

    public RunFindings {
        topics = List.copyOf(topics);
    }
}
