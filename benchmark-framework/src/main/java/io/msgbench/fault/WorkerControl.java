package io.msgbench.fault;

/** The worker JVMs of a distributed run, for the {@code kill-worker} fault. A local run has none. */
public interface WorkerControl {
    WorkerControl NONE = new WorkerControl() {
        @Override
        public String kill(int index) {
            throw new UnsupportedOperationException("no worker JVMs in this run; kill-worker needs --workers");
        }

        @Override
        public int count() {
            return 0;
        }
    };

    /** Makes worker {@code index} (from 0, in the order given) die at once, as in a crash; says which it was. */
    String kill(int index);

    int count();
}
