package io.msgbench.coordinator;

import io.msgbench.result.BrokerFigures;
import io.msgbench.result.Distribution;
import io.msgbench.result.LatencyStats;
import java.util.List;
import java.util.Map;

/**
 * What a run's result records about where the run happened, beyond what it measured: environment facts
 * (the embedded broker, for one) and, on worker JVMs, how the run was spread over them. Given to the run up
 * front, so its result is assembled once with these in it, also the one written before teardown.
 *
 * @param environment  facts added to the host's own environment
 * @param distribution how the run was distributed; {@link DistributionSource#LOCAL} for a run in this JVM
 * @param broker       the embedded broker's figures per interval; {@link BrokerSource#NONE} without one
 */
public record ResultContext(Map<String, String> environment, DistributionSource distribution, BrokerSource broker) {
    public static final ResultContext LOCAL = new ResultContext(Map.of(), DistributionSource.LOCAL, BrokerSource.NONE);

    public ResultContext {
        environment = Map.copyOf(environment);
    }

    /** A context without an embedded broker to observe. */
    public ResultContext(Map<String, String> environment, DistributionSource distribution) {
        this(environment, distribution, BrokerSource.NONE);
    }

    /** The embedded broker's figures since the previous call, sampled with each interval. */
    @FunctionalInterface
    public interface BrokerSource {
        BrokerSource NONE = () -> null;

        /** @return null where there is no broker to observe, or on the first call */
        BrokerFigures sample();
    }

    /** Describes the distribution once the load has stopped, judging the clocks against the measured latency. */
    @FunctionalInterface
    public interface DistributionSource {
        DistributionSource LOCAL = endToEnd -> null;

        /** @return the distribution and the warnings it calls for; null for a run in this JVM */
        Described describe(LatencyStats endToEnd);
    }

    /** A run's distribution, and the warnings it calls for (a lost worker, clocks too far apart). */
    public record Described(Distribution distribution, List<String> warnings) {
        public Described {
            warnings = List.copyOf(warnings);
        }
    }
}
