package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.remote.TokenFile;
import io.msgbench.remote.WorkerService;
import io.msgbench.worker.LocalWorker;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bin/benchmark-worker --port P [--bind ADDR] [--token-file F]}: a worker JVM that a coordinator
 * ({@code bin/benchmark --workers ...}) drives over HTTP. Runs until stopped (Ctrl-C, SIGTERM); stopping it
 * stops any load it runs.
 */
@Command(name = "benchmark-worker", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Serves one coordinator at a time over HTTP: hosts the driver, its producers and consumers.",
                "Without --token-file it listens on loopback only."})
public final class WorkerMain implements Callable<Integer> {
    static final int DEFAULT_PORT = 8090;
    private static final long SHUTDOWN_SECONDS = 15;

    @Option(names = "--port", paramLabel = "PORT", description = "API port (0: any free port). Default: 8090")
    int port = DEFAULT_PORT;

    @Option(names = "--bind", paramLabel = "ADDR",
            description = "Address to listen on. Default: 0.0.0.0 with a token, 127.0.0.1 without")
    String bind;

    @Option(names = "--token-file", paramLabel = "FILE",
            description = "File whose first line is the token every request must carry")
    Path tokenFile;

    @Option(names = "--metrics-port", paramLabel = "PORT",
            description = "Prometheus port (GET /metrics; 0: any free port). Default: API port + 1; -1: none")
    Integer metricsPort;

    public static void main(String[] args) {
        CommandLine commandLine = new CommandLine(new WorkerMain());
        commandLine.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        });
        System.exit(commandLine.execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Optional<String> token;
        try {
            token = TokenFile.read(tokenFile);
        } catch (ConfigException e) {
            e.problems().forEach(problem -> System.err.println("error: " + problem));
            return ExitCode.BAD_INPUT;
        }
        String address = bind != null ? bind : token.isPresent() ? "0.0.0.0" : "127.0.0.1";
        Path home = MsgbenchHome.find();
        WorkerService service = WorkerService.start(new WorkerService.Options(address, port, token, metricsPortOrNull()),
                () -> new LocalWorker(new DriverLoader(DriverFolders.under(home))), System.out);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stopWithin(service, stopped), "msgbench-worker-shutdown"));
        if (token.isEmpty() && !isLoopback(address)) {
            System.out.println("warning: no --token-file: anyone who reaches " + address + " can drive this worker");
        }
        System.out.println("msgbench worker listening on http://" + address + ":" + service.port()
                + (token.isPresent() ? " (token required)" : " (no token)")
                + (service.metricsPort() > 0 ? ", Prometheus metrics on :" + service.metricsPort() + "/metrics" : ""));
        System.out.println("port=" + service.port());
        stopped.await();
        return ExitCode.OK;
    }

    private Integer metricsPortOrNull() {
        if (metricsPort == null) {
            return port == 0 ? 0 : port + 1;
        }
        return metricsPort < 0 ? null : metricsPort;
    }

    private static boolean isLoopback(String address) {
        return address.startsWith("127.") || address.equals("localhost") || address.equals("::1");
    }

    /** Stops the load and closes the clients, but never holds up the JVM's exit for long (a dead broker). */
    private static void stopWithin(WorkerService service, CountDownLatch stopped) {
        Thread closer = new Thread(() -> {
            try {
                service.close();
            } catch (Exception e) {
                System.err.println("error: stopping the worker: " + e.getMessage());
            }
            stopped.countDown();
        }, "msgbench-worker-close");
        closer.setDaemon(true);
        closer.start();
        try {
            if (!stopped.await(SHUTDOWN_SECONDS, TimeUnit.SECONDS)) {
                System.err.println("warning: clients still closing after " + SHUTDOWN_SECONDS + " s; exiting anyway");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
