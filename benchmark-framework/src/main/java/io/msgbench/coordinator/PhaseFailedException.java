package io.msgbench.coordinator;

/** A phase of the run failed; the message names the phase and the reason. */
public class PhaseFailedException extends RuntimeException {
    public PhaseFailedException(String phase, String reason, Throwable cause) {
        super(phase + ": " + reason, cause);
    }
}
