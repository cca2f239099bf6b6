package io.msgbench.embedded.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher as the framework runs it: a child JVM whose stdin the parent holds, in a work folder. */
class LauncherProcessTest {
    /** Only a bound on a hang, never a claim about speed. */
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @TempDir
    Path tmp;

    private Process process;
    private Path stderr;

    @AfterEach
    void killLeftover() throws InterruptedException {
        if (process != null && process.isAlive()) {
            process.destroyForcibly().waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS);
        }
    }

    @Test
    void whenStdinClosesATemporaryWorkFolderGoesWithTheBroker() throws Exception {
        Path workDir = tmp.resolve("msgbench-embedded-listening");
        process = launch(workDir, "--temporary");
        awaitReadyFile(workDir);
        assertThat(workDir.resolve("data/segment")).exists();

        process.getOutputStream().close(); // what the parent's death does, kill -9 included

        assertThat(awaitExit()).as(stderr()).isZero();
        assertThat(workDir).doesNotExist();
    }

    @Test
    void withoutTemporaryStdinClosingKeepsTheFolder(@TempDir Path workDir) throws Exception {
        process = launch(workDir);
        awaitReadyFile(workDir);

        process.getOutputStream().close();

        assertThat(awaitExit()).isZero();
        assertThat(workDir.resolve("data/segment")).exists();
    }

    @Test
    void sigtermStopsCleanlyAndKeepsTheFolderForARestartOnTheSamePort() throws Exception {
        Path workDir = tmp.resolve("work");
        process = launch(workDir, "--temporary");
        String ready = awaitReadyFile(workDir);

        // SIGTERM alone, as the framework's terminate sends it (Process.destroy would close stdin as well)
        process.toHandle().destroy();

        assertThat(awaitExit()).isZero();
        assertThat(workDir.resolve("data/segment")).exists();
        process = launch(workDir, "--temporary", "--restart");
        assertThat(awaitReadyFile(workDir)).isEqualTo(ready).startsWith("address=127.0.0.1:");
        process.getOutputStream().close();
        assertThat(awaitExit()).isZero();
        assertThat(workDir).doesNotExist();
    }

    @Test
    void aFailedStartExitsOneWithOneLineOnStderrAndNoReadyFile() throws Exception {
        Path workDir = tmp.resolve("work");
        process = launch(workDir, "--set", "fail=true");

        assertThat(awaitExit()).isEqualTo(1);
        assertThat(workDir.resolve("ready.properties")).doesNotExist();
        assertThat(stderrLines())
                .contains("msgbench embedded Listening failed to start: IOException: told to fail"
                        + " (cause: IllegalStateException: the root cause)");
    }

    /** What the framework asks before a run and {@code validate}: the broker's own check, nothing started. */
    @Test
    void checkExitsTwoWithTheBrokersOneLineForSettingsItRefusesAndStartsNothing() throws Exception {
        Path workDir = tmp.resolve("work");
        process = launch(workDir, "--check", "--set", "fail=true", "--set", "fial=true");

        assertThat(awaitExit()).isEqualTo(Launcher.BAD_SETTINGS);
        assertThat(stderrLines()).containsExactly("unknown setting 'fial'; the Listening broker takes fail");
        assertThat(workDir).as("nothing started, nothing written").doesNotExist();

        process = launch(workDir, "--check", "--set", "fail=true");
        assertThat(awaitExit())
                .as("settings it takes, even one that fails a start: %s", stderr())
                .isZero();
        assertThat(workDir).doesNotExist();
    }

    @Test
    void aWrongCommandLineSaysSoInOneLine() throws Exception {
        process = launch(tmp.resolve("work"), "--port", "1");

        assertThat(awaitExit()).isEqualTo(1);
        assertThat(stderrLines())
                .as("one line, no stack trace")
                .containsExactly("msgbench embedded Listening: unknown argument '--port'; "
                        + LaunchOptions.usage("ListeningBroker"));
    }

    private Process launch(Path workDir, String... options) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                ListeningBroker.class.getName(),
                "--work-dir",
                workDir.toString()));
        command.addAll(List.of(options));
        stderr = Files.createTempFile(tmp, "stderr", ".txt");
        return new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(stderr.toFile())
                .start();
    }

    /** Polls, as the framework does, until the ready file exists; returns its content. */
    private String awaitReadyFile(Path workDir) throws Exception {
        Path readyFile = workDir.resolve("ready.properties");
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (!Files.exists(readyFile)) {
            assertThat(process.isAlive())
                    .as("launcher exited early: %s", stderr())
                    .isTrue();
            assertThat(System.nanoTime()).as("no ready file within %s", LIMIT).isLessThan(deadline);
            Thread.sleep(20);
        }
        return Files.readString(readyFile);
    }

    private int awaitExit() throws InterruptedException {
        assertThat(process.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS))
                .as("launcher exits")
                .isTrue();
        return process.exitValue();
    }

    private List<String> stderrLines() throws IOException {
        return Files.readAllLines(stderr, StandardCharsets.UTF_8);
    }

    private String stderr() throws IOException {
        return Files.readString(stderr, StandardCharsets.UTF_8);
    }
}
