package io.msgbench.driver.support;

/** What stands between a consumer's client and its callback: once {@link #pause()} returns, nothing passes until {@link #resume()}. */
public interface ConsumerGate {
    void pause();

    void resume();
}
