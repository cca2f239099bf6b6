package io.msgbench.cli;

import io.msgbench.remote.Cluster;
import io.msgbench.remote.RemoteWorker;
import io.msgbench.result.ClockOffset;
import io.msgbench.result.Distribution;
import java.io.PrintStream;
import java.util.Locale;

/** What the console says about a distributed run's workers: clocks when connected, shares and clocks after. */
final class ClusterConsole {
    private ClusterConsole() {}

    static void connected(PrintStream out, Cluster cluster, String mode) {
        out.println("Workers (" + mode + " mode), clock offsets against this host:");
        for (RemoteWorker worker : cluster.workers()) {
            out.println("  " + worker.name() + ": " + clock(worker.clockAtConnect()));
        }
    }

    static void finished(PrintStream out, Distribution distribution) {
        out.println("Workers (" + distribution.mode() + " mode):");
        for (Distribution.WorkerRecord worker : distribution.workers()) {
            out.println(String.format(
                    Locale.ROOT,
                    "  %s: %d producer(s), %d consumer(s); clock before %s, after %s%s",
                    worker.url(),
                    worker.producers(),
                    worker.consumers(),
                    clock(worker.clockBefore()),
                    worker.clockAfter() == null ? "not measured" : clock(worker.clockAfter()),
                    worker.lost() ? "; LOST" : ""));
        }
        Distribution.EndToEndClock e2e = distribution.endToEnd();
        out.println(
                e2e.crossHost()
                        ? String.format(
                                Locale.ROOT,
                                "End-to-end latency crosses hosts: clock error bound %.3f ms (median %.3f ms)%s",
                                e2e.clockErrorBoundMicros() / 1_000.0,
                                e2e.medianMicros() / 1_000.0,
                                e2e.unreliable() ? " — MARKED UNRELIABLE" : "")
                        : String.format(
                                Locale.ROOT,
                                "End-to-end latency measured on one host: worker clocks apart by %.3f ms at most,"
                                        + " known exactly (one kernel's timer)%s",
                                e2e.clockErrorBoundMicros() / 1_000.0,
                                e2e.unreliable() ? " — MARKED UNRELIABLE" : ""));
    }

    private static String clock(ClockOffset clock) {
        return String.format(
                Locale.ROOT, "%+.3f ms ± %.3f ms", clock.offsetNanos() / 1e6, clock.errorBoundNanos() / 1e6);
    }
}
