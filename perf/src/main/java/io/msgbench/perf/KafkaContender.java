package io.msgbench.perf;

/**
 * One of the tools that the Kafka comparison runs at its maximum rate on the same broker, in turn: Kafka's own
 * tools, msgbench unthrottled and at a rate it cannot reach, and the bare client (the floor).
 */
enum KafkaContender {
    PRODUCER_PERFORMANCE("producerPerformance", "ProducerPerformance + ConsumerPerformance (two JVMs)"),
    MSGBENCH_UNTHROTTLED("msgbench", "msgbench, producerRate 0 (unthrottled)"),
    MSGBENCH_FIXED("msgbenchFixed", "msgbench, producerRate " + Report.number(KafkaContender.UNREACHABLE_RATE)),
    BARE_CLIENT("bareClient", "bare client: Kafka's producer and consumer, measuring nothing");

    /** A fixed rate no producer here reaches: msgbench's scheduled sender at full speed. */
    static final long UNREACHABLE_RATE = 10_000_000;

    final String key;
    final String label;

    KafkaContender(String key, String label) {
        this.key = key;
        this.label = label;
    }

    /** One steady-state window of this contender at its maximum rate, on a topic of its own. */
    ToolWindow run(SuiteSettings settings, KafkaBench kafka) throws Exception {
        return switch (this) {
            case PRODUCER_PERFORMANCE -> ProducerPerformance.observeMax(settings, kafka, kafka.createTopic("max"));
            case MSGBENCH_UNTHROTTLED -> msgbench(settings, kafka, "kafka-max", 0);
            case MSGBENCH_FIXED -> msgbench(settings, kafka, "kafka-max-fixed", UNREACHABLE_RATE);
            case BARE_CLIENT -> BareClient.run(settings, kafka, kafka.createTopic("bare"));
        };
    }

    private static ToolWindow msgbench(SuiteSettings settings, KafkaBench kafka, String name, long rate) {
        return ToolWindow.of(ObservedRun.run(
                settings.home(),
                kafka.spec(),
                Workloads.of(name, 1, (double) rate, settings),
                settings.interval(),
                kafka::brokerCpuNanos));
    }
}
