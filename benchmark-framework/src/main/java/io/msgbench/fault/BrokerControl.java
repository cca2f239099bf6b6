package io.msgbench.fault;

import io.msgbench.result.FaultAction;

/**
 * The broker process a fault acts on: the embedded broker that msgbench started. A real cluster has none;
 * its faults are {@code command}s.
 */
public interface BrokerControl {
    /** For runs without an embedded broker: every broker action fails with the reason. */
    BrokerControl NONE = new BrokerControl() {
        private UnsupportedOperationException none() {
            return new UnsupportedOperationException(
                    "no embedded broker in this run; on a cluster, use action: " + FaultAction.COMMAND.yamlName());
        }

        @Override
        public void kill() {
            throw none();
        }

        @Override
        public void terminate() {
            throw none();
        }

        @Override
        public void pause() {
            throw none();
        }

        @Override
        public void resume() {
            throw none();
        }

        @Override
        public void restart() {
            throw none();
        }

        @Override
        public long pid() {
            return -1;
        }
    };

    /** SIGKILL. */
    void kill();

    /** SIGTERM, waiting (bounded) for a clean stop. */
    void terminate();

    /** SIGSTOP. */
    void pause();

    /** SIGCONT. */
    void resume();

    /** Starts it again on the same data and ports, and waits until it serves. */
    void restart();

    long pid();
}
