package io.msgbench.coordinator;

import io.msgbench.config.ConfigException;
import io.msgbench.result.PhaseRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Runs the named phases of a run one after another and records when each started, ended and how. */
final class PhaseLog {
    interface Step {
        void run() throws Exception;
    }

    private final List<PhaseRecord> records = new ArrayList<>();
    private final RunListener listener;

    PhaseLog(RunListener listener) {
        this.listener = listener;
    }

    void run(String phase, Step step) {
        Instant start = Instant.now();
        listener.phaseStarted(phase);
        try {
            step.run();
            records.add(new PhaseRecord(phase, start, Instant.now(), "ok", null));
        } catch (ConfigException e) {
            records.add(new PhaseRecord(phase, start, Instant.now(), "failed", e.getMessage()));
            throw e; // the user's mistake, not the run's: reported as bad input
        } catch (Exception e) {
            String reason = describe(e);
            records.add(new PhaseRecord(phase, start, Instant.now(), "failed", reason));
            throw new PhaseFailedException(phase, reason, e);
        }
    }

    List<PhaseRecord> records() {
        return List.copyOf(records);
    }

    static String describe(Throwable error) {
        String message = error.getMessage();
        return message == null || message.isBlank() ? error.getClass().getSimpleName() : message;
    }
}
