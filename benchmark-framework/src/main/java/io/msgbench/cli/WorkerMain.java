package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.remote.ListenFailedException;
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
 * {@code bin/benchmark-worker --port P [--bind ADDR] [--token-file F] [--metrics-port P2]}: a worker JVM
 * that a coordinator ({@code bin/benchmark --workers ...}) drives over HTTP, with its Prometheus page on the
 * same port. Runs until stopped (Ctrl-C, SIGTERM); stopping it stops any load it runs. A port it cannot
 * have is one line naming the option, exit 2.
 */
@Command(
        name = "benchmark-worker",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {
            "Serves one coordinator at a time over HTTP: hosts the driver, its producers and consumers.",
            "Without --token-file it listens on loopback only."
        })
public final class WorkerMain implements Callable<Integer> {
    static final int DEFAULT_PORT = 8090;
    private static final int MAX_PORT = 65_535;
    private static final long SHUTDOWN_SECONDS = 15;

    @Option(
            names = {"-p", "--port"},
            paramLabel = "PORT",
            description = "API port (0: any free port). Default: 8090")
    int port = DEFAULT_PORT;

    @Option(
            names = "--bind",
            paramLabel = "ADDR",
            description = "Address to listen on. Default: 0.0.0.0 with a token, 127.0.0.1 without")
    String bind;

    @Option(
            names = "--token-file",
            paramLabel = "FILE",
            description = "File whose first line is the token every request must carry")
    Path tokenFile;

    @Option(
            names = {"--metrics-port", "-sp", "--stats-port"},
            paramLabel = "PORT",
            description = "A port of its own for the Prometheus page (0: any free port). "
                    + "Default: none; GET /metrics is always served on the API port")
    Integer metricsPort;

    public static void main(String[] args) {
        CommandLine commandLine = new CommandLine(new WorkerMain());
        commandLine.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("error: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        });
        ProcessExit.exit(commandLine.execute(args));
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
        Optional<String> badPort = checkPort("--port", port).or(() -> checkPort("--metrics-port", metricsPort));
        if (badPort.isPresent()) {
            System.err.println("error: " + badPort.get());
            return ExitCode.BAD_INPUT;
        }
        String address = bind != null ? bind : token.isPresent() ? "0.0.0.0" : "127.0.0.1";
        Path home = MsgbenchHome.find();
        WorkerService service;
        try {
            service = WorkerService.start(
                    new WorkerService.Options(address, port, token, metricsPort),
                    () -> new LocalWorker(new DriverLoader(DriverFolders.under(home))),
                    System.out);
        } catch (ListenFailedException e) {
            System.err.println("error: " + cannotListen(e));
            return ExitCode.BAD_INPUT;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(() -> stopWithin(service, stopped), "msgbench-worker-shutdown"));
        if (token.isEmpty() && !isLoopback(address)) {
            System.out.println("warning: no --token-file: anyone who reaches " + address + " can drive this worker");
        }
        System.out.println("msgbench worker listening on http://" + address + ":" + service.port()
                + (token.isPresent() ? " (token required)" : " (no token)") + ", Prometheus metrics on :"
                + (service.metricsPort() > 0 ? service.metricsPort() : service.port()) + "/metrics");
        System.out.println("port=" + service.port());
        stopped.await();
        return ExitCode.OK;
    }

    private static Optional<String> checkPort(String option, Integer value) {
        if (value == null || (value >= 0 && value <= MAX_PORT)) {
            return Optional.empty();
        }
        return Optional.of(option + ": expected a port from 0 to " + MAX_PORT + ", got " + value);
    }

    /** One line naming the option whose address or port could not be had. */
    private String cannotListen(ListenFailedException e) {
        String option = e.listener() == ListenFailedException.Listener.API ? "--port" : "--metrics-port";
        if (e.portInUse()) {
            return "port " + e.port() + " (" + option + ") is already in use";
        }
        return "cannot listen on " + e.bind() + ":" + e.port() + " (" + (bind != null ? "--bind, " : "") + option
                + "): " + e.getCause().getMessage();
    }

    private static boolean isLoopback(String address) {
        return address.startsWith("127.") || address.equals("localhost") || address.equals("::1");
    }

    /** Stops the load and closes the clients, but never holds up the JVM's exit for long (a dead broker). */
    private static void stopWithin(WorkerService service, CountDownLatch stopped) {
        Thread closer = new Thread(
                () -> {
                    try {
                        service.close();
                    } catch (Exception e) {
                        System.err.println("error: stopping the worker: " + e.getMessage());
                    }
                    stopped.countDown();
                },
                "msgbench-worker-close");
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
