package io.msgbench.report.text;

import io.msgbench.result.DeliveryCounts;
import io.msgbench.result.FaultEvent;
import io.msgbench.result.FaultImpact;
import io.msgbench.result.FaultReport;
import io.msgbench.result.RunResult;
import java.time.Duration;
import java.util.Locale;

/**
 * The faults of a run and what each cost, for the console after the latency table:
 * <pre>
 * Faults (offsets into the measure phase; durability in force: fsync every message (flush.messages=1)):
 *   1 pause-broker 3s at 4s: done at 4.0 s. Publishing recovered within 4.0 s; send errors 0; worst publish 3012.2 ms, worst end-to-end 3015.9 ms
 *   Healthy interval: no send errors, publish rate >= 900 msg/s (90 % of 1000), publish p99 <= 9.000 ms (3x ...)
 * Delivery verdict after the faults: lost 0, duplicated 0, out of order 0
 * </pre>
 */
public final class FaultTable {
    private FaultTable() {}

    /** Empty when the run staged no faults. */
    public static String format(RunResult result) {
        if (result.faults().isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("Faults (offsets into the measure phase; durability in force: ")
                .append(result.driverSettings().getOrDefault("durability", "not stated by the driver"))
                .append("):\n");
        String rule = null;
        for (FaultReport report : result.faults()) {
            out.append("  ").append(line(report)).append('\n');
            rule = report.impact().map(FaultImpact::recoveryRule).orElse(rule);
        }
        if (rule != null) {
            out.append("  Healthy interval: ").append(rule).append('\n');
        }
        DeliveryCounts c = result.counts();
        out.append(String.format(
                Locale.ROOT,
                "Delivery verdict after the faults: lost %d, duplicated %d, out of order %d%n",
                c.lost(),
                c.duplicated(),
                c.outOfOrder()));
        return out.toString();
    }

    static String line(FaultReport report) {
        FaultEvent event = report.event();
        String head = (event.index() + 1) + " " + event.spec().describe() + ": "
                + event.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ');
        if (!event.happened()) {
            return head + " (" + event.detail() + ")";
        }
        head += String.format(Locale.ROOT, " at %.1f s", seconds(event.startOffset()));
        if (event.outcome() == FaultEvent.Outcome.FAILED) {
            head += " (" + event.detail() + ")";
        }
        return head + ". " + report.impact().map(FaultTable::impact).orElse("");
    }

    private static String impact(FaultImpact impact) {
        String recovery;
        if (!impact.disrupted()) {
            recovery = "No disruption seen";
        } else {
            recovery = impact.recoveredWithin()
                    .map(d -> String.format(Locale.ROOT, "Publishing recovered within %.1f s", seconds(d)))
                    .orElse("Publishing had NOT recovered when the measure phase ended");
        }
        return String.format(
                Locale.ROOT,
                "%s; send errors %d; worst publish %.1f ms, worst end-to-end %.1f ms",
                recovery,
                impact.sendErrors(),
                impact.worstPublishMillis(),
                impact.worstEndToEndMillis());
    }

    private static double seconds(Duration duration) {
        return duration.toMillis() / 1000.0;
    }
}
