package io.msgbench.embedded.mosquitto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * mosquitto as this JVM's child process. Started through {@code setpriv --pdeathsig KILL} where util-linux
 * has it, so a SIGKILL of this JVM (a broker-kill fault) takes mosquitto with it; a clean stop is SIGTERM.
 */
final class MosquittoProcess {
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final long STOP_SECONDS = 15;

    private final Process process;

    private MosquittoProcess(Process process) {
        this.process = process;
    }

    /** Its output goes to this JVM's own, which the framework writes to the broker log. */
    static MosquittoProcess start(Path binary, Path configFile) throws IOException {
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(SETPRIV)) {
            command.addAll(List.of(SETPRIV.toString(), "--pdeathsig", "KILL"));
        }
        command.addAll(List.of(binary.toString(), "-c", configFile.toString()));
        return new MosquittoProcess(new ProcessBuilder(command).inheritIO().start());
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
