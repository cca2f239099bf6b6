package io.msgbench.driver.support;

import java.util.Optional;

/** A result's {@code durability} words: what the driver file states (its {@code durability:}), and the broker's. */
public final class DurabilityWords {
    private DurabilityWords() {}

    /**
     * The driver file's words, else that they were not stated.
     *
     * @param configured how the broker's durability is set instead: "the NATS servers are configured"
     */
    public static String statedOr(Optional<String> stated, String configured) {
        return stated.orElse("not stated: as " + configured + " (set durability: in the driver file to record it)");
    }

    /** The driver file's words where it states them, then what the broker reports of itself. */
    public static String statedThen(Optional<String> stated, String reported) {
        return stated.map(words -> words + "; ").orElse("") + reported;
    }
}
