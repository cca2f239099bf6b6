package io.msgbench.worker;

import io.msgbench.measure.DeliveryState;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A worker passed through unchanged, keeping every snapshot it answered, so a caller can add them up itself:
 * the check that a coordinator's merge is exact, and {@code bin/perf}'s wire sizes and merge times.
 */
public final class RecordingWorker implements Worker {
    private final Worker delegate;
    private final List<WorkerSnapshot> snapshots = new CopyOnWriteArrayList<>();

    public RecordingWorker(Worker delegate) {
        this.delegate = delegate;
    }

    @Override
    public <A> A execute(Command<A> command) {
        A answer = delegate.execute(command);
        if (answer instanceof WorkerSnapshot snapshot) {
            snapshots.add(snapshot);
        }
        return answer;
    }

    /** Every snapshot answered so far, in order. */
    public List<WorkerSnapshot> snapshots() {
        return List.copyOf(snapshots);
    }

    /** The delivery state the worker holds now (asked of the worker, not recorded). */
    public DeliveryState deliveryState() {
        return delegate.execute(new Command.Delivery());
    }

    @Override
    public void close() throws Exception {
        delegate.close();
    }
}
