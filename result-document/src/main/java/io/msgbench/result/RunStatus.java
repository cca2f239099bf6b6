package io.msgbench.result;

/** Whether a run measured everything it set out to. An incomplete result still holds what was measured. */
public enum RunStatus {
    COMPLETE,
    INCOMPLETE
}
