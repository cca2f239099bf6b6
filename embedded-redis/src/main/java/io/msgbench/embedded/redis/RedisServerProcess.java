package io.msgbench.embedded.redis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * redis-server as this JVM's child process. Started through {@code setpriv --pdeathsig KILL} where util-linux
 * has it, so a SIGKILL of this JVM (a broker-kill fault) takes the server with it; a clean stop is SIGTERM
 * (redis-server then fsyncs its AOF and exits).
 */
final class RedisServerProcess {
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final long STOP_SECONDS = 15;

    private final Process process;

    private RedisServerProcess(Process process) {
        this.process = process;
    }

    /** Its output goes to this JVM's own, which the framework writes to the broker log. */
    static RedisServerProcess start(Path binary, Path configFile) throws IOException {
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(SETPRIV)) {
            command.addAll(List.of(SETPRIV.toString(), "--pdeathsig", "KILL"));
        }
        command.addAll(List.of(binary.toString(), configFile.toString()));
        return new RedisServerProcess(new ProcessBuilder(command).inheritIO().start());
    }

    boolean isAlive() {
        return process.isAlive();
    }

    int exitValue() {
        return process.exitValue();
    }

    void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
        }
    }
}
