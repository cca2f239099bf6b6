package io.msgbench.driver.support;

import io.msgbench.driver.api.BenchmarkConsumer;

/** A consumer whose pause and resume are its {@link ConsumerGate}'s, which holds what arrives while paused. */
public interface GatedConsumer extends BenchmarkConsumer {
    /** The gate every delivery of this consumer passes. */
    ConsumerGate gate();

    @Override
    default void pause() {
        gate().pause();
    }

    @Override
    default void resume() {
        gate().resume();
    }
}
