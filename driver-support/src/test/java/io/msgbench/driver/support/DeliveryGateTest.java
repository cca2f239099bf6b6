package io.msgbench.driver.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class DeliveryGateTest {
    private final List<Integer> delivered = new CopyOnWriteArrayList<>();
    private final DeliveryGate<Integer> gate = new DeliveryGate<>(delivered::add);

    @Test
    void openItDeliversAtOnce() {
        gate.offer(1);
        gate.offer(2);

        assertThat(delivered).containsExactly(1, 2);
    }

    @Test
    void pausedItHoldsAndResumeDeliversTheHeldFirstInOrder() {
        gate.offer(1);
        gate.pause();
        gate.offer(2);
        gate.offer(3);
        assertThat(delivered).containsExactly(1);

        gate.resume();
        gate.offer(4);

        assertThat(delivered).containsExactly(1, 2, 3, 4);
    }

    @Test
    void pauseWaitsForADeliveryInProgress() throws Exception {
        CountDownLatch inCallback = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean callbackDone = new AtomicBoolean();
        DeliveryGate<Integer> slow = new DeliveryGate<>(message -> {
            inCallback.countDown();
            await(release);
            callbackDone.set(true);
        });
        Thread client = new Thread(() -> slow.offer(1));
        client.start();
        assertThat(inCallback.await(10, TimeUnit.SECONDS)).isTrue();

        Thread pauser = new Thread(slow::pause);
        pauser.start();
        pauser.join(200);
        assertThat(pauser.isAlive())
                .as("pause() returned while the callback ran")
                .isTrue();
        release.countDown();
        pauser.join();

        assertThat(callbackDone).isTrue();
        client.join();
    }

    @Test
    void aWaitingThreadTouchesWhatIsHeldUntilResumedAndStopsWaitingWhenClosed() throws Exception {
        List<Integer> touched = new CopyOnWriteArrayList<>();
        gate.pause();
        gate.offer(7);
        CountDownLatch touchedOnce = new CountDownLatch(1);
        Thread consumer = new Thread(() -> {
            try {
                boolean open = gate.awaitOpen(Duration.ofMillis(10), message -> {
                    touched.add(message);
                    touchedOnce.countDown();
                });
                touched.add(open ? 1 : 0);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        consumer.start();
        assertThat(touchedOnce.await(10, TimeUnit.SECONDS)).isTrue();

        gate.close();
        consumer.join();

        assertThat(touched).startsWith(7).endsWith(0);
        assertThat(delivered).isEmpty();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
