package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A native broker (nats-server, redis-server, mosquitto, ...) as this launcher JVM's child process. Started through
 * {@code setpriv --pdeathsig KILL} where util-linux has it, so a SIGKILL of this JVM (a broker-kill fault) takes
 * the server with it; a clean stop is SIGTERM, then SIGKILL after 15 s. Its output goes to this JVM's own, which
 * the framework writes to the broker log.
 */
public final class ServerProcess implements Readiness.Watched {
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final long STOP_SECONDS = 15;

    private final Process process;

    private ServerProcess(Process process) {
        this.process = process;
    }

    /** Starts {@code command} (the server binary and its arguments). */
    public static ServerProcess start(List<String> command) throws IOException {
        List<String> full = new ArrayList<>();
        if (Files.isExecutable(SETPRIV)) {
            full.addAll(List.of(SETPRIV.toString(), "--pdeathsig", "KILL"));
        }
        full.addAll(command);
        return new ServerProcess(new ProcessBuilder(full).inheritIO().start());
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public int exitValue() {
        return process.exitValue();
    }

    public void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
        }
    }
}
