package io.msgbench.embedded.launcher;

import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * One broker as the {@link Launcher} runs it: what each embedded-* module writes; the launcher owns the rest
 * (options, stdin, signals, the ready file, the work folder). The broker may run in this JVM or be a process
 * this JVM starts and watches; the launcher does not care which.
 */
public interface Broker {

    /** Its name in messages: "Kafka". */
    String name();

    /** Whether it can start again on the data and ports an earlier start left in the work folder. */
    default boolean canRestart() {
        return false;
    }

    /**
     * Refuses the settings {@link #start} would refuse, without starting anything ({@code --check}): the
     * framework asks before a run and {@code benchmark validate} asks too, so a misspelt setting is bad input,
     * not a broker that failed to start. By default nothing is checked (a native server reads them at start).
     *
     * @throws IllegalArgumentException in one line, naming the setting
     */
    default void checkSettings(Map<String, String> settings) {}

    /** Starts it in {@code options.workDir()} with {@code options.settings()}; may return before it serves. */
    void start(LaunchOptions options) throws Exception;

    /**
     * Waits until clients can use it.
     *
     * @param stopRequested checked between attempts, so a stop request during startup is not delayed
     * @return true when ready, false when a stop was requested first
     * @throws Exception when not ready within the broker's own limit; the message holds the last failure
     */
    boolean awaitReady(BooleanSupplier stopRequested) throws Exception;

    /** What {@code ready.properties} says, in order: the driver files read it as {@code ${embedded.<key>}}. */
    Map<String, String> readyValues() throws Exception;

    /** Stops what {@link #start} started, also after a start that failed half-way; returns once it is down. */
    void stop() throws Exception;
}
