package io.msgbench.it;

import io.msgbench.measure.DeliveryState;
import io.msgbench.worker.Command;
import io.msgbench.worker.Worker;
import io.msgbench.worker.WorkerSnapshot;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A worker passed through unchanged, keeping every snapshot it answered, so a test can add them up itself. */
final class RecordingWorker implements Worker {
    final Worker delegate;
    final List<WorkerSnapshot> snapshots = new CopyOnWriteArrayList<>();

    RecordingWorker(Worker delegate) {
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

    DeliveryState deliveryState() {
        return delegate.execute(new Command.Delivery());
    }

    @Override
    public void close() throws Exception {
        delegate.close();
    }
}
