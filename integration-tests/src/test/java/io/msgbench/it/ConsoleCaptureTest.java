package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** What {@link Cli#run} relies on while test classes run side by side: each capture gets its own run's output. */
class ConsoleCaptureTest {

    @Test
    void aCaptureGetsWhatItsThreadAndTheThreadsItStartsPrintAndNotWhatAnotherTestPrints() throws Exception {
        CountDownLatch capturing = new CountDownLatch(1);
        CountDownLatch printedBeside = new CountDownLatch(1);
        Thread otherTest = new Thread(() -> {
            await(capturing);
            System.out.println("from another test");
            System.err.println("logged by another test");
            printedBeside.countDown();
        });
        otherTest.start();

        ConsoleCapture.Printed printed = ConsoleCapture.capture(() -> {
            System.out.println("from the run");
            Thread started = new Thread(() -> System.err.println("from a thread the run started"));
            started.start();
            join(started);
            capturing.countDown();
            await(printedBeside);
        });
        otherTest.join();

        assertThat(printed.out()).isEqualTo("from the run" + System.lineSeparator());
        assertThat(printed.err()).isEqualTo("from a thread the run started" + System.lineSeparator());
    }

    @Test
    void twoCapturesOpenAtOnceEachGetTheirOwnRunsOutput() throws Exception {
        CountDownLatch bothOpen = new CountDownLatch(2);
        ConsoleCapture.Printed[] printed = new ConsoleCapture.Printed[2];
        Thread[] runs = new Thread[2];
        for (int i = 0; i < 2; i++) {
            int run = i;
            runs[i] = new Thread(() -> printed[run] = ConsoleCapture.capture(() -> {
                bothOpen.countDown();
                await(bothOpen);
                System.out.println("run " + run);
                Thread started = new Thread(() -> System.err.println("client of run " + run));
                started.start();
                join(started);
            }));
            runs[i].start();
        }
        join(runs[0]);
        join(runs[1]);

        for (int run = 0; run < 2; run++) {
            assertThat(printed[run].out()).isEqualTo("run " + run + System.lineSeparator());
            assertThat(printed[run].err()).isEqualTo("client of run " + run + System.lineSeparator());
        }
    }

    @Test
    void whatIsPrintedAfterTheCaptureEndsIsNotInIt() {
        Thread[] started = new Thread[1];
        CountDownLatch release = new CountDownLatch(1);
        ConsoleCapture.Printed printed = ConsoleCapture.capture(() -> {
            started[0] = new Thread(() -> {
                await(release);
                System.out.println("after the run"); // a client thread the run left behind
            });
            started[0].start();
            System.out.println("during the run");
        });
        release.countDown();
        join(started[0]);

        assertThat(printed.out()).isEqualTo("during the run" + System.lineSeparator());
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(60, TimeUnit.SECONDS)).as("a hang guard").isTrue();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join(60_000);
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }
}
