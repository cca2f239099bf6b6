package io.msgbench.cli;

import io.msgbench.result.RunResult;

/** What {@code bin/benchmark} exits with. */
public final class ExitCode {
    /** Every run complete, nothing acknowledged was lost. */
    public static final int OK = 0;
    /** A run failed or was incomplete; its result file says what was measured. */
    public static final int RUN_FAILED = 1;
    /** A workload, driver file or option is wrong; nothing ran. */
    public static final int BAD_INPUT = 2;
    /** Runs completed, but acknowledged messages were lost. */
    public static final int MESSAGES_LOST = 3;
    /** {@code compare}: a figure regressed beyond its bound, a message was lost, or a new result is missing. */
    public static final int REGRESSION = 4;
    /** Stopped by Ctrl-C or SIGTERM; partial results were written. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {}

    /** What a run with this result exits with: failed or incomplete, lost messages, or OK. */
    public static int of(RunResult result) {
        if (!result.complete()) {
            return RUN_FAILED;
        }
        return result.counts().lost() > 0 ? MESSAGES_LOST : OK;
    }
}
