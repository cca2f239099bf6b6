package io.msgbench.result;

import java.util.List;

/**
 * What a run found beyond latencies and counts: the topics it used, the backlog report (null unless the
 * workload built a backlog), the clients' latency breakdown and the faults the workload staged.
 */
public record RunFindings(List<String> topics, BacklogReport backlog, ClientBreakdown clientBreakdown,
                          List<FaultReport> faults) {
    public static final RunFindings NONE = new RunFindings(List.of(), null, ClientBreakdown.NONE, List.of());

    public RunFindings {
        topics = List.copyOf(topics);
        faults = List.copyOf(faults);
    }
}
