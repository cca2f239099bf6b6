package io.msgbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.BenchmarkDriver;
import java.net.URL;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A driver's class loader outlives the threads its client leaves running after close(): closed under them, they
 * would fail with NoClassDefFoundError (what the Artemis and Pulsar clients printed after runs). It is still
 * closed once they end, so a worker that serves many runs does not keep every driver's jars open.
 */
class LoaderReleaseTest {
    private static final String LATE_CLASS = "io/msgbench/driver/LingeringThreadDriver$LoadedLate.class";

    @Test
    void aThreadLeftRunningByCloseStillLoadsTheDriversClassesAndTheLoaderClosesAfterItEnds() throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        CompletableFuture<String> outcome = new CompletableFuture<>();
        DriverClassLoader loader = new DriverClassLoader(
                "driver:lingering", new URL[] {testClasses()}, LoaderReleaseTest.class.getClassLoader());
        BenchmarkDriver driver = (BenchmarkDriver) loader.loadClass(LingeringThreadDriver.class.getName())
                .getConstructor(CountDownLatch.class, CompletableFuture.class)
                .newInstance(go, outcome);
        assertThat(driver.getClass().getClassLoader()).isSameAs(loader);

        new LoadedDriver(driver, loader).close();
        go.countDown(); // the client's shutdown thread goes on after close() returned

        assertThat(outcome.get(60, TimeUnit.SECONDS)).isEqualTo("loaded");
        awaitClosed(loader);
    }

    /**
     * Seen by its stack alone (Netty's global executor clears its thread's context loader), the thread keeps the
     * loader open past the quiet period: a second loader, closed after it with no thread left, is closed first.
     */
    @Test
    void aThreadRunningTheDriversCodeWithoutItsContextLoaderKeepsTheLoaderOpenPastTheQuietPeriod() throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        CompletableFuture<String> outcome = new CompletableFuture<>();
        DriverClassLoader lingering = loader("driver:lingering-stack");
        DriverClassLoader idle = loader("driver:idle");
        BenchmarkDriver driver = (BenchmarkDriver) lingering
                .loadClass(LingeringThreadDriver.class.getName())
                .getConstructor(CountDownLatch.class, CompletableFuture.class, boolean.class)
                .newInstance(go, outcome, true);

        new LoadedDriver(driver, lingering).close();
        LoaderRelease.closeWhenUnused(idle);
        awaitClosed(idle); // the quiet period has passed for both
        assertThat(lingering.findResource(LATE_CLASS))
                .as("still open: its thread runs")
                .isNotNull();
        go.countDown();

        assertThat(outcome.get(60, TimeUnit.SECONDS)).isEqualTo("loaded");
        awaitClosed(lingering);
    }

    private static DriverClassLoader loader(String name) {
        return new DriverClassLoader(name, new URL[] {testClasses()}, LoaderReleaseTest.class.getClassLoader());
    }

    private static void awaitClosed(DriverClassLoader loader) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (loader.findResource(LATE_CLASS) != null && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(loader.findResource(LATE_CLASS))
                .as("the loader is closed once no thread uses it")
                .isNull();
    }

    private static URL testClasses() {
        return LoaderReleaseTest.class.getProtectionDomain().getCodeSource().getLocation();
    }
}
