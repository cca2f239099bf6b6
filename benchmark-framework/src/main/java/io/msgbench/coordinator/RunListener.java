package io.msgbench.coordinator;

import io.msgbench.result.FaultEvent;
import io.msgbench.result.IntervalResult;
import java.time.Duration;

/** Follows a run as it goes (the console progress lines); separate from the result, which is data. */
public interface RunListener {
    RunListener NONE = new RunListener() {};

    default void phaseStarted(String phase) {}

    default void intervalSampled(IntervalResult interval, Duration elapsed, Duration remaining) {}

    default void warning(String message) {}

    /** A line about how the run goes, decided as it starts (where the measuring header travels). */
    default void note(String line) {}

    /** A fault of the workload has run (or failed to). */
    default void faultEnded(FaultEvent event) {}
}
