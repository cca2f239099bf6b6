package io.msgbench.embedded.rabbitmq;

import io.msgbench.embedded.launcher.Readiness;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A private epmd and the RabbitMQ node (the Erlang VM the start script execs) as this JVM's child processes,
 * both started through {@code setpriv --pdeathsig KILL} where util-linux has it, so that a SIGKILL of this JVM
 * takes them along; a clean stop is SIGTERM, which the VM answers with an orderly shutdown.
 */
final class NodeProcesses implements Readiness.Watched {
    private static final Path SETPRIV = Path.of("/usr/bin/setpriv");
    private static final long STOP_SECONDS = 30;

    private final Process epmd;
    private final Process node;

    private NodeProcesses(Process epmd, Process node) {
        this.epmd = epmd;
        this.node = node;
    }

    /** Their output goes to this JVM's own, which the framework writes to the broker log. */
    static NodeProcesses start(Path script, NodeConfig config) throws IOException {
        // epmd in the foreground (no -daemon): our child, on our port, gone when we stop it
        Process epmd = start(
                List.of(
                        RabbitMqServerBinary.epmd().toString(),
                        "-port",
                        Integer.toString(config.epmdPort()),
                        "-address",
                        "127.0.0.1"),
                config);
        try {
            return new NodeProcesses(epmd, start(List.of(script.toString()), config));
        } catch (IOException | RuntimeException e) {
            epmd.destroyForcibly();
            throw e;
        }
    }

    private static Process start(List<String> program, NodeConfig config) throws IOException {
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(SETPRIV)) {
            command.addAll(List.of(SETPRIV.toString(), "--pdeathsig", "KILL"));
        }
        command.addAll(program);
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(config.workDir().toFile())
                .redirectOutput(ProcessBuilder.Redirect.INHERIT)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().putAll(config.environment());
        return builder.start();
    }

    @Override
    public boolean isAlive() {
        return node.isAlive();
    }

    @Override
    public int exitValue() {
        return node.exitValue();
    }

    void stop() throws InterruptedException {
        stop(node);
        stop(epmd);
    }

    private static void stop(Process process) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(STOP_SECONDS, TimeUnit.SECONDS);
        }
    }
}
