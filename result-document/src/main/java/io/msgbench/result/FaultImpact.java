package io.msgbench.result;

import java.time.Duration;
import java.util.Optional;

/**
 * What one fault cost, read from the measure phase's intervals after it began.
 *
 * @param disrupted          whether any interval from the fault on fell short of the recovery rule
 * @param recoveredWithin    upper bound on the time from the fault until publishing was healthy again (the start
 *                           of the first healthy interval; resolution one sample interval); empty when it never
 *                           recovered before the measure phase ended; zero when nothing was disrupted
 * @param sendErrors         send errors from the fault's interval up to recovery
 * @param worstPublishMillis highest publish latency in that window
 * @param worstEndToEndMillis highest end-to-end latency in that window
 * @param recoveryRule       the rule an interval had to meet, in words
 */
public record FaultImpact(
        boolean disrupted,
        Optional<Duration> recoveredWithin,
        long sendErrors,
        double worstPublishMillis,
        double worstEndToEndMillis,
        String recoveryRule) {}
