package io.msgbench.fault;

import io.msgbench.result.FaultEvent;
import io.msgbench.result.FaultEvent.Outcome;
import io.msgbench.result.FaultSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs a workload's faults at their offsets into the measure phase, each on its own thread so that a long
 * pause does not delay the next fault, and records what happened. Closing it at the end of the phase
 * cancels the faults not yet due, wakes a paused broker and lets a fault in progress finish (a restart
 * waiting for its broker, a command within its timeout): a run never leaves its broker frozen or half
 * restarted, which its drain would count as lost messages.
 * <pre>{@code
 * try (FaultInjector faults = FaultInjector.start(workload.faults(), targets, listener::faultEnded)) {
 *     runMeasurePhase();
 * }   // faults.events() then holds one event per fault
 * }</pre>
 */
public final class FaultInjector implements AutoCloseable {
    /** Longer than a restart's own bound (2 minutes), so that a restart in progress ends by itself. */
    private static final Duration FINISH_WAIT = Duration.ofSeconds(150);

    private static final Duration CLOSE_WAIT = Duration.ofSeconds(30);

    private final List<FaultSpec> specs;
    private final BrokerControl broker;
    private final WorkerControl workers;
    private final Consumer<FaultEvent> listener;
    private final Instant start = Instant.now();
    private final ScheduledExecutorService executor;
    private final List<FaultEvent> events = new ArrayList<>();
    private final List<ScheduledFuture<?>> scheduled = new ArrayList<>();
    /** Counted down when the measure phase ends: a pause in progress ends early. */
    private final CountDownLatch phaseEnded = new CountDownLatch(1);
    /** Counted down when close() has let go of the faults and begins waiting for one in progress (for tests). */
    final CountDownLatch closeWaiting = new CountDownLatch(1);

    private FaultInjector(List<FaultSpec> specs, FaultTargets targets, Consumer<FaultEvent> listener) {
        this.specs = List.copyOf(specs);
        this.broker = targets.broker();
        this.workers = targets.workers();
        this.listener = listener;
        this.executor = Executors.newScheduledThreadPool(Math.max(1, specs.size()), runnable -> {
            Thread thread = new Thread(runnable, "msgbench-fault");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Schedules every fault from now; {@code listener} hears each event as it ends. */
    public static FaultInjector start(List<FaultSpec> specs, FaultTargets targets, Consumer<FaultEvent> listener) {
        FaultInjector injector = new FaultInjector(specs, targets, listener);
        for (int i = 0; i < injector.specs.size(); i++) {
            int index = i;
            injector.scheduled.add(injector.executor.schedule(
                    () -> injector.execute(index), injector.specs.get(i).at().toMillis(), TimeUnit.MILLISECONDS));
        }
        return injector;
    }

    /** One event per fault, in list order; faults not reached before {@link #close()} are NOT_REACHED. */
    public synchronized List<FaultEvent> events() {
        List<FaultEvent> all = new ArrayList<>(events);
        for (int i = 0; i < specs.size(); i++) {
            int index = i;
            if (all.stream().noneMatch(e -> e.index() == index)) {
                all.add(new FaultEvent(
                        i,
                        specs.get(i),
                        Outcome.NOT_REACHED,
                        null,
                        null,
                        null,
                        null,
                        "not reached: the measure phase ended first"));
            }
        }
        all.sort(Comparator.comparingInt(FaultEvent::index));
        return all;
    }

    /** Cancels the faults not yet due, ends a pause, and waits for a fault in progress to finish. */
    @Override
    public void close() {
        scheduled.forEach(fault -> fault.cancel(false)); // one already running goes on
        phaseEnded.countDown();
        executor.shutdown();
        closeWaiting.countDown();
        try {
            if (!executor.awaitTermination(FINISH_WAIT.toSeconds(), TimeUnit.SECONDS)) {
                executor.shutdownNow(); // a fault that hangs past its own bound is interrupted
                executor.awaitTermination(CLOSE_WAIT.toSeconds(), TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    private void execute(int index) {
        FaultSpec spec = specs.get(index);
        Instant began = Instant.now();
        Outcome outcome;
        String detail;
        try {
            detail = perform(spec);
            outcome = Outcome.DONE;
        } catch (InterruptedException e) {
            outcome = Outcome.FAILED;
            detail = "interrupted: the measure phase ended while it ran";
        } catch (RuntimeException e) {
            outcome = Outcome.FAILED;
            detail = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        }
        Instant ended = Instant.now();
        FaultEvent event = new FaultEvent(
                index,
                spec,
                outcome,
                began,
                ended,
                Duration.between(start, began),
                Duration.between(start, ended),
                detail);
        synchronized (this) {
            events.add(event);
        }
        listener.accept(event);
    }

    private String perform(FaultSpec spec) throws InterruptedException {
        return switch (spec.action()) {
            case KILL_BROKER -> {
                long pid = broker.pid();
                broker.kill();
                yield "SIGKILL pid " + pid;
            }
            case STOP_BROKER -> {
                long pid = broker.pid();
                broker.terminate();
                yield "SIGTERM pid " + pid + ", stopped";
            }
            case PAUSE_BROKER -> pause(spec.duration().orElseThrow());
            case RESTART_BROKER -> {
                broker.restart();
                yield "restarted as pid " + broker.pid() + ", serving again";
            }
            case COMMAND -> {
                ShellCommand.Outcome result = ShellCommand.run(spec.command().orElseThrow(), spec.timeout());
                if (!result.succeeded()) {
                    throw new IllegalStateException(result.summary());
                }
                yield result.summary();
            }
            case KILL_WORKER -> workers.kill(spec.worker().orElseThrow());
        };
    }

    private String pause(Duration duration) throws InterruptedException {
        long pid = broker.pid();
        broker.pause();
        try {
            if (phaseEnded.await(duration.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new InterruptedException("the measure phase ended");
            }
        } finally {
            broker.resume();
        }
        return "SIGSTOP pid " + pid + ", SIGCONT after " + duration.toMillis() + " ms";
    }
}
