package io.msgbench.perf;

import io.msgbench.measure.DeliveryVerifier;
import io.msgbench.measure.HostClock;
import io.msgbench.measure.LatencyRecorders;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.measure.SendSchedule;
import io.msgbench.measure.SubscriptionLedger;
import io.msgbench.result.Metric;
import io.msgbench.workload.KeyDistributor;
import io.msgbench.workload.KeyDistributorType;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Recorder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The hot path's pieces, one message per operation: schedule (intended time and key), stamp (payload
 * copy and header), record (one latency sample), verify (the acknowledged set and the subscription's
 * ledger). {@code recordSharedRecorder} is the previous design (one HdrHistogram Recorder per metric,
 * shared by every thread), kept beside the current one for comparison.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MeasureBenchmark {
    private SendSchedule schedule;
    private KeyDistributor keys;
    private byte[] template;
    private LatencyRecorders.Site recorders;
    private Recorder sharedRecorder;
    private DeliveryVerifier.ProducerAcks acks;
    private SubscriptionLedger ledger;
    private long sequence;

    @Setup
    public void setUp() {
        schedule = SendSchedule.forProducer(50_000, 4, 1, System.nanoTime());
        keys = KeyDistributor.create(KeyDistributorType.RANDOM_NANO);
        template = new byte[100];
        recorders = new LatencyRecorders().site();
        sharedRecorder = new Recorder(3);
        DeliveryVerifier verifier = new DeliveryVerifier(KeyDistributor.KEY_COUNT);
        acks = verifier.producerAcks("topic", 0);
        ledger = verifier.subscription("subscription", "topic");
    }

    @Benchmark
    public long schedule() {
        return schedule.intendedNanos(sequence++, 0) + keys.nextKeyIndex();
    }

    @Benchmark
    public byte[] stamp() {
        byte[] payload = template.clone();
        PayloadHeader.write(payload, 3, 17, sequence++, HostClock.epochNanos(), false);
        return payload;
    }

    @Benchmark
    public void record() {
        recorders.record(Metric.PUBLISH_LATENCY, (sequence++ & 4095) + 500);
    }

    @Benchmark
    public void recordSharedRecorder() {
        sharedRecorder.recordValue((sequence++ & 4095) + 500);
    }

    @Benchmark
    public Object verify() {
        long next = sequence++;
        acks.acked(next);
        return ledger.received(0, (int) (next % KeyDistributor.KEY_COUNT), next);
    }
}
