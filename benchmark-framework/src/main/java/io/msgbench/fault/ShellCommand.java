package io.msgbench.fault;

import io.msgbench.config.DurationText;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** Runs a fault's shell command with a time limit and keeps (the end of) what it printed. */
final class ShellCommand {
    static final int KEPT_OUTPUT_CHARS = 4000;

    record Outcome(boolean succeeded, String summary) {}

    private ShellCommand() {}

    static Outcome run(String command, Duration timeout) throws InterruptedException {
        Process process;
        try {
            process = new ProcessBuilder("bash", "-c", command)
                    .redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
        } catch (IOException e) {
            return new Outcome(false, "cannot start bash: " + e.getMessage());
        }
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        Thread reader = collect(process.getInputStream(), output);
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                reader.join(1000);
                return new Outcome(
                        false, "timed out after " + DurationText.format(timeout) + "; output: " + tail(output));
            }
        } catch (InterruptedException e) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw e;
        }
        reader.join(1000);
        int code = process.exitValue();
        return new Outcome(code == 0, "exit code " + code + "; output: " + tail(output));
    }

    private static Thread collect(InputStream in, ByteArrayOutputStream output) {
        Thread reader = new Thread(
                () -> {
                    try (in) {
                        in.transferTo(output);
                    } catch (IOException ignored) {
                        // the process was killed; keep what came
                    }
                },
                "msgbench-fault-command-output");
        reader.setDaemon(true);
        reader.start();
        return reader;
    }

    private static String tail(ByteArrayOutputStream output) {
        String text;
        synchronized (output) {
            text = output.toString(StandardCharsets.UTF_8).strip();
        }
        if (text.isEmpty()) {
            return "(none)";
        }
        return text.length() <= KEPT_OUTPUT_CHARS ? text : "..." + text.substring(text.length() - KEPT_OUTPUT_CHARS);
    }
}
