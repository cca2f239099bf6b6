package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.BrokerFigures;
import io.msgbench.result.IntervalResult;
import io.msgbench.result.ResultFixtures;
import io.msgbench.result.RunResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultAssemblerTest {

    private static IntervalResult withBroker(String phase, int second, BrokerFigures broker) {
        IntervalResult i = ResultFixtures.interval(phase, second, second + 1, 100, 100, 0, 1);
        return new IntervalResult(
                i.phase(),
                i.start(),
                i.end(),
                i.counts(),
                i.backlog(),
                i.histograms(),
                i.lastSendError(),
                i.partitions(),
                broker);
    }

    private static BrokerFigures leavingOut(int brokers) {
        return new BrokerFigures(1.0, 1, 2.0, -1, -1, brokers);
    }

    /** A broker CPU sum over fewer brokers than named is said in the result, not only left to its figures. */
    @Test
    void measureIntervalsWhoseBrokerFiguresLackABrokerAreAWarning() {
        List<IntervalResult> intervals = List.of(
                withBroker("warmup", 0, leavingOut(3)),
                withBroker(RunResult.MEASURE_PHASE, 1, leavingOut(0)),
                withBroker(RunResult.MEASURE_PHASE, 2, leavingOut(1)),
                withBroker(RunResult.MEASURE_PHASE, 3, leavingOut(2)),
                withBroker(RunResult.MEASURE_PHASE, 4, null));

        assertThat(ResultAssembler.brokersLeftOut(intervals))
                .hasValue("brokerMetrics: 2 measure interval(s) lack the"
                        + " figures of up to 2 broker(s) whose endpoint did not answer: their broker CPU and GC sums leave those"
                        + " out (the report draws no point for them)");
    }

    @Test
    void wholeFiguresOrNoneAreNoWarning() {
        assertThat(ResultAssembler.brokersLeftOut(List.of(
                        withBroker("warmup", 0, leavingOut(1)),
                        withBroker(RunResult.MEASURE_PHASE, 1, leavingOut(0)),
                        withBroker(RunResult.MEASURE_PHASE, 2, null))))
                .isEmpty();
    }
}
