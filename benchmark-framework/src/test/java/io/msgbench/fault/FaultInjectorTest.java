package io.msgbench.fault;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.result.FaultAction;
import io.msgbench.result.FaultEvent;
import io.msgbench.result.FaultEvent.Outcome;
import io.msgbench.result.FaultSpec;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class FaultInjectorTest {
    /** Only a guard against a hang: each wait ends when its signal comes. */
    private static final long HANG_GUARD_SECONDS = 30;
    /** Records the signals it would send; the real process control is tested against a broker in integration-tests. */
    private static final class RecordingBroker implements BrokerControl {
        final List<String> calls = new CopyOnWriteArrayList<>();
        final CountDownLatch paused = new CountDownLatch(1);
        volatile boolean failRestart;
        /** When set, a restart waits for it, as a real one waits for its broker to serve again. */
        volatile CountDownLatch restartDone;

        final CountDownLatch restarting = new CountDownLatch(1);

        @Override
        public void kill() {
            calls.add("kill");
        }

        @Override
        public void terminate() {
            calls.add("terminate");
        }

        @Override
        public void pause() {
            calls.add("pause");
            paused.countDown();
        }

        @Override
        public void resume() {
            calls.add("resume");
        }

        @Override
        public void restart() {
            if (failRestart) {
                throw new IllegalStateException("broker did not come back");
            }
            restarting.countDown();
            if (restartDone != null) {
                try {
                    assertThat(restartDone.await(HANG_GUARD_SECONDS, TimeUnit.SECONDS))
                            .isTrue();
                } catch (InterruptedException e) {
                    throw new IllegalStateException("interrupted while waiting for the broker");
                }
            }
            calls.add("restart");
        }

        @Override
        public long pid() {
            return 42;
        }
    }

    private final RecordingBroker broker = new RecordingBroker();
    private final List<FaultEvent> heard = new CopyOnWriteArrayList<>();
    /** One permit per event heard, so that a test waits on the events rather than on a clock. */
    private final Semaphore eventsHeard = new Semaphore(0);

    private void hear(FaultEvent event) {
        heard.add(event);
        eventsHeard.release();
    }

    @Test
    void runsEachFaultAtItsOffsetAndRecordsWhatHappened() throws Exception {
        FaultInjector injector = FaultInjector.start(
                List.of(
                        FaultSpec.of(Duration.ofMillis(50), FaultAction.KILL_BROKER),
                        FaultSpec.of(Duration.ofMillis(150), FaultAction.RESTART_BROKER)),
                FaultTargets.broker(broker),
                this::hear);
        awaitEvents(2);
        injector.close();

        List<FaultEvent> events = injector.events();
        assertThat(broker.calls).containsExactly("kill", "restart");
        assertThat(events).extracting(FaultEvent::outcome).containsExactly(Outcome.DONE, Outcome.DONE);
        assertThat(events.get(0).startOffset()).isGreaterThanOrEqualTo(Duration.ofMillis(50));
        assertThat(events.get(1).startOffset()).isGreaterThanOrEqualTo(Duration.ofMillis(150));
        assertThat(events.get(0).detail()).isEqualTo("SIGKILL pid 42");
        assertThat(heard).hasSize(2);
    }

    @Test
    void closingDuringAPauseResumesTheBrokerAndMarksLaterFaultsNotReached() throws Exception {
        FaultInjector injector = FaultInjector.start(
                List.of(
                        FaultSpec.pause(Duration.ZERO, Duration.ofMinutes(5)),
                        FaultSpec.of(Duration.ofMinutes(1), FaultAction.KILL_BROKER)),
                FaultTargets.broker(broker),
                this::hear);
        assertThat(broker.paused.await(HANG_GUARD_SECONDS, TimeUnit.SECONDS))
                .as("the broker was paused")
                .isTrue();
        injector.close();

        assertThat(broker.calls).containsExactly("pause", "resume");
        List<FaultEvent> events = injector.events();
        assertThat(events.get(0).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(events.get(0).detail()).contains("measure phase ended");
        assertThat(events.get(1).outcome()).isEqualTo(Outcome.NOT_REACHED);
        assertThat(events.get(1).happened()).isFalse();
    }

    /** A restart still waiting for its broker when the measure phase ends finishes: the drain needs the broker. */
    @Test
    void closingDuringARestartLetsItFinishAndStillCancelsLaterFaults() throws Exception {
        broker.restartDone = new CountDownLatch(1);
        FaultInjector injector = FaultInjector.start(
                List.of(
                        FaultSpec.of(Duration.ZERO, FaultAction.RESTART_BROKER),
                        FaultSpec.of(Duration.ofMinutes(1), FaultAction.KILL_BROKER)),
                FaultTargets.broker(broker),
                this::hear);
        assertThat(broker.restarting.await(HANG_GUARD_SECONDS, TimeUnit.SECONDS))
                .as("the restart began")
                .isTrue();
        Thread closer = new Thread(injector::close, "closer");
        closer.start();
        assertThat(injector.closeWaiting.await(HANG_GUARD_SECONDS, TimeUnit.SECONDS))
                .as("close() began waiting")
                .isTrue(); // so that the restart ends after close began
        broker.restartDone.countDown();
        closer.join(TimeUnit.SECONDS.toMillis(HANG_GUARD_SECONDS));

        assertThat(closer.isAlive()).isFalse();
        List<FaultEvent> events = injector.events();
        assertThat(events.get(0).outcome()).as(events.get(0).detail()).isEqualTo(Outcome.DONE);
        assertThat(events.get(1).outcome()).isEqualTo(Outcome.NOT_REACHED);
        assertThat(broker.calls).containsExactly("restart");
    }

    @Test
    void aPauseResumesAfterItsDuration() throws Exception {
        FaultInjector injector = FaultInjector.start(
                List.of(FaultSpec.pause(Duration.ZERO, Duration.ofMillis(100))),
                FaultTargets.broker(broker),
                this::hear);
        awaitEvents(1);
        injector.close();

        FaultEvent pause = injector.events().get(0);
        assertThat(pause.outcome()).isEqualTo(Outcome.DONE);
        assertThat(Duration.between(pause.started(), pause.ended())).isGreaterThanOrEqualTo(Duration.ofMillis(100));
        assertThat(broker.calls).containsExactly("pause", "resume");
    }

    @Test
    void aFailingActionIsRecordedWithItsReason() throws Exception {
        broker.failRestart = true;
        FaultInjector injector = FaultInjector.start(
                List.of(FaultSpec.of(Duration.ZERO, FaultAction.RESTART_BROKER)),
                FaultTargets.broker(broker),
                this::hear);
        awaitEvents(1);
        injector.close();

        FaultEvent event = injector.events().get(0);
        assertThat(event.outcome()).isEqualTo(Outcome.FAILED);
        assertThat(event.detail()).isEqualTo("broker did not come back");
    }

    @Test
    void brokerFaultsWithoutAnEmbeddedBrokerFailNamingTheAlternative() throws Exception {
        FaultInjector injector = FaultInjector.start(
                List.of(FaultSpec.of(Duration.ZERO, FaultAction.KILL_BROKER)), FaultTargets.NONE, this::hear);
        awaitEvents(1);
        injector.close();

        assertThat(injector.events().get(0).detail())
                .contains("no embedded broker")
                .contains("action: command");
    }

    @Test
    void aCommandRunsInBashAndItsOutputIsKept() throws Exception {
        FaultInjector injector = FaultInjector.start(
                List.of(
                        FaultSpec.command(
                                Duration.ZERO, "echo restarting broker-2; echo oops >&2", Duration.ofSeconds(20)),
                        FaultSpec.command(Duration.ZERO, "exit 3", Duration.ofSeconds(20)),
                        FaultSpec.command(Duration.ZERO, "sleep 30", Duration.ofMillis(300))),
                FaultTargets.broker(broker),
                this::hear);
        awaitEvents(3);
        injector.close();

        List<FaultEvent> events = injector.events();
        assertThat(events.get(0).outcome()).isEqualTo(Outcome.DONE);
        assertThat(events.get(0).detail())
                .contains("exit code 0")
                .contains("restarting broker-2")
                .contains("oops");
        assertThat(events.get(1).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(events.get(1).detail()).startsWith("exit code 3");
        assertThat(events.get(2).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(events.get(2).detail()).startsWith("timed out after");
    }

    @Test
    void killWorkerTellsTheWorkerControlWhichWorker() throws Exception {
        List<Integer> killed = new CopyOnWriteArrayList<>();
        WorkerControl workers = new WorkerControl() {
            @Override
            public String kill(int index) {
                killed.add(index);
                return "worker " + index + " told to halt";
            }

            @Override
            public int count() {
                return 2;
            }
        };
        FaultInjector injector = FaultInjector.start(
                List.of(FaultSpec.killWorker(Duration.ZERO, 1)), new FaultTargets(broker, workers), this::hear);
        awaitEvents(1);
        injector.close();

        assertThat(killed).containsExactly(1);
        assertThat(injector.events().get(0).detail()).isEqualTo("worker 1 told to halt");
        assertThat(broker.calls).isEmpty();
    }

    @Test
    void killWorkerInALocalRunFailsNamingWhatItNeeds() throws Exception {
        FaultInjector injector = FaultInjector.start(
                List.of(FaultSpec.killWorker(Duration.ZERO, 0)), FaultTargets.broker(broker), this::hear);
        awaitEvents(1);
        injector.close();

        assertThat(injector.events().get(0).outcome()).isEqualTo(Outcome.FAILED);
        assertThat(injector.events().get(0).detail()).contains("kill-worker needs --workers");
    }

    private void awaitEvents(int count) throws InterruptedException {
        assertThat(eventsHeard.tryAcquire(count, HANG_GUARD_SECONDS, TimeUnit.SECONDS))
                .as("%d of %d fault events heard", heard.size(), count)
                .isTrue();
    }
}
