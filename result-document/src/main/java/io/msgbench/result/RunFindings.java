package io.msgbench.result;

import java.util.List;
import java.util.Map;

/**
 * What a run found beyond latencies and counts: the topics it used, what the driver could tell about them once
 * the load had stopped ({@code BenchmarkDriver.describeTopics}: Pulsar's ledgers in tiered storage), the backlog
 * report (null unless the workload built a backlog), the clients' latency breakdown and the faults the workload
 * staged.
 */
public record RunFindings(
        List<String> topics,
        Map<String, String> topicFacts,
        BacklogReport backlog,
        ClientBreakdown clientBreakdown,
        List<FaultReport> faults) {
    public static final RunFindings NONE = new RunFindings(List.of(), Map.of(), null, ClientBreakdown.NONE, List.of());

    public RunFindings {
        topics = List.copyOf(topics);
        topicFacts = Map.copyOf(topicFacts);
        faults = List.copyOf(faults);
    }
}
