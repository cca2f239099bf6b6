package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.msgbench.result.ResultSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bin/benchmark} as its own process with an embedded broker, stopped mid-measure by SIGINT, SIGTERM
 * or kill -9: a signal leaves a partial result marked incomplete and no process behind; kill -9 leaves no
 * half-written result, and the broker stops by itself and deletes its temporary folder. The coordinator leads
 * a process group of its own, as a terminal's foreground job does: Ctrl-C is SIGINT to that whole group,
 * everything the coordinator started in it included. (The module's broker serves only the test whose driver
 * is the fault driver.)
 */
@ExtendWith(KafkaBroker.class)
class CoordinatorSignalTest {
    private static final Duration STARTUP = Duration.ofMinutes(4);
    private static final Duration EXIT = Duration.ofSeconds(90);
    private static final Pattern MEASURE_LINE = Pattern.compile("^\\[measure");
    private static final Pattern TEARDOWN_LINE = Pattern.compile("^-- teardown");
    private static final String LONG_RUN = """
            topics: 1
            partitionsPerTopic: 2
            messageSize: 200
            producerRate: 500
            warmup: 1s
            testDuration: 10m
            """;

    /** A coordinator JVM started the way bin/benchmark starts it, with its output collected. */
    private static final class Coordinator {
        final Process process;
        final ProcessOutput output;

        /** On the embedded Kafka broker, a 10-minute run. */
        Coordinator(Path dir) throws IOException {
            this(dir, KafkaBroker.home(), KafkaBroker.home().resolve("driver-kafka/kafka-embedded.yaml"), LONG_RUN);
        }

        Coordinator(Path dir, Path home, Path driver, String workloadYaml) throws IOException {
            Path workload = dir.resolve("workload.yaml");
            Files.writeString(workload, workloadYaml);
            String java =
                    Path.of(System.getProperty("java.home"), "bin", "java").toString();
            // setsid: a new session, so the coordinator leads a process group of its own, like a terminal's job.
            // env --default-signal=INT: SIGINT handled by default, as in a terminal's foreground job, even when this
            // build was started in the background (a shell's background job ignores SIGINT, its children inherit
            // that, and a JVM that starts with SIGINT ignored never sees Ctrl-C)
            process = new ProcessBuilder(
                            "env",
                            "--default-signal=INT",
                            "setsid",
                            java,
                            "-Xmx1g",
                            "-Dmsgbench.home=" + home,
                            "-cp",
                            home.resolve("benchmark-framework/target/lib") + "/*",
                            "io.msgbench.cli.Main",
                            "--drivers",
                            driver.toString(),
                            "--interval",
                            "1s",
                            "--output",
                            dir.resolve("results").toString(),
                            workload.toString())
                    .redirectErrorStream(true)
                    .start();
            output = new ProcessOutput(process, "coordinator", line -> {});
        }

        /**
         * Waits, woken by each line the coordinator prints, until two measure intervals were printed; returns the
         * processes it started (the broker). {@link #STARTUP} only guards against a hang.
         */
        List<ProcessHandle> awaitMeasuring() throws InterruptedException {
            output.awaitLines(MEASURE_LINE, 2, STARTUP);
            List<ProcessHandle> children = new ArrayList<>(process.descendants().toList());
            assertThat(children).as("the embedded broker runs as a child").isNotEmpty();
            return children;
        }

        /** Signals the coordinator's JVM alone, as {@code kill PID} does. */
        void signal(String signal) throws Exception {
            kill(signal, Long.toString(process.pid()));
        }

        /** Signals the coordinator's whole process group, as a terminal's Ctrl-C does. */
        void signalGroup(String signal) throws Exception {
            assertThat(processGroup(process.pid()))
                    .as("the coordinator leads its process group")
                    .isEqualTo(process.pid());
            kill(signal, "-" + process.pid());
        }

        private static void kill(String signal, String target) throws Exception {
            Process kill = new ProcessBuilder("kill", "-" + signal, "--", target).start();
            assertThat(kill.waitFor()).isZero();
        }

        private static long processGroup(long pid) throws Exception {
            Process ps = new ProcessBuilder("ps", "-o", "pgid=", "-p", Long.toString(pid)).start();
            String pgid = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertThat(ps.waitFor()).isZero();
            return Long.parseLong(pgid);
        }

        int awaitExit() throws InterruptedException {
            assertThat(process.waitFor(EXIT.toSeconds(), TimeUnit.SECONDS))
                    .as("exit within %s:\n%s", EXIT, output())
                    .isTrue();
            return process.exitValue();
        }

        String output() {
            return output.text();
        }
    }

    @Test
    void ctrlCToTheProcessGroupWritesThePartialResultStopsTheBrokerAndExits130(@TempDir Path dir) throws Exception {
        Coordinator coordinator = new Coordinator(dir);
        List<ProcessHandle> children = coordinator.awaitMeasuring();
        List<Path> brokerFolders = workDirs(children);
        assertThat(brokerFolders).as("the broker's work folder").hasSize(1).allMatch(Files::isDirectory);

        coordinator.signalGroup("INT");

        assertStoppedBySignal(coordinator, children, brokerFolders, dir, 130);
    }

    /**
     * Ctrl-C while the teardown hangs (the fault driver never answers the topic deletion, as a client retrying a
     * broker that is gone does): the result written before the teardown is the run's, whole; the coordinator exits
     * 130 without waiting out the deletion's own 60 s bound, so the warning that bound would print never comes.
     */
    @Test
    void ctrlCDuringATeardownThatHangsKeepsTheMeasuredResultAndExits130(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "kafka-with-faults.yaml", FaultDrivers.kafkaWith("blockTopicDeletion: true"));
        Coordinator coordinator = new Coordinator(dir, FaultDrivers.home(dir.resolve("msgbench")), driver, """
                topics: 1
                messageSize: 200
                producerRate: 500
                warmup: 1s
                testDuration: 2s
                """);
        coordinator.output.awaitLines(TEARDOWN_LINE, 1, STARTUP);

        coordinator.signalGroup("INT");

        assertThat(coordinator.awaitExit()).as(coordinator.output()).isEqualTo(130);
        List<Path> results = jsonFiles(dir.resolve("results"));
        assertThat(results).as(coordinator.output()).hasSize(1);
        JsonNode msgbench = ResultSchema.read(results.get(0)).get("msgbench");
        assertThat(msgbench.get("status").asText()).isEqualTo("complete");
        assertThat(msgbench.get("counts").get("acked").asLong()).isPositive();
        assertThat(msgbench.get("counts").get("lost").asLong()).isZero();
        assertThat(coordinator.output()).contains("-- teardown").doesNotContain("no answer within");
    }

    @Test
    void sigtermToTheJvmDoesTheSame(@TempDir Path dir) throws Exception {
        Coordinator coordinator = new Coordinator(dir);
        List<ProcessHandle> children = coordinator.awaitMeasuring();
        List<Path> brokerFolders = workDirs(children);
        assertThat(brokerFolders).as("the broker's work folder").hasSize(1).allMatch(Files::isDirectory);

        coordinator.signal("TERM");

        assertStoppedBySignal(coordinator, children, brokerFolders, dir, 143);
    }

    /** Exit {@code expectedExit}, no process left, the broker's work folder deleted, the partial result whole. */
    private static void assertStoppedBySignal(
            Coordinator coordinator, List<ProcessHandle> children, List<Path> brokerFolders, Path dir, int expectedExit)
            throws Exception {
        assertThat(coordinator.awaitExit()).as(coordinator.output()).isEqualTo(expectedExit);
        assertAllGone(children);
        assertThat(brokerFolders).as("broker folders left behind").noneMatch(Files::exists);
        List<Path> results = jsonFiles(dir.resolve("results"));
        assertThat(results).as(coordinator.output()).hasSize(1);
        JsonNode result = ResultSchema.read(results.get(0));
        assertThat(result.get("msgbench").get("status").asText()).isEqualTo("incomplete");
        assertThat(result.get("msgbench").get("failure").asText()).contains("interrupted");
        assertThat(result.get("msgbench").get("counts").get("sent").asLong()).isPositive();
        assertThat(result.get("msgbench").get("counts").get("acked").asLong()).isPositive();
        assertThat(result.get("publishRate").size()).isGreaterThanOrEqualTo(2);
        assertThat(coordinator.output()).contains("run incomplete");
    }

    @Test
    void killMinus9LeavesNoHalfWrittenResultAndTheBrokerStopsByItself(@TempDir Path dir) throws Exception {
        Coordinator coordinator = new Coordinator(dir);
        List<ProcessHandle> children = coordinator.awaitMeasuring();

        List<Path> brokerFolders = workDirs(children);
        assertThat(brokerFolders).as("the broker's work folder").hasSize(1).allMatch(Files::isDirectory);

        coordinator.signal("KILL");

        assertThat(coordinator.awaitExit()).isEqualTo(137);
        assertAllGone(children); // the broker reads end-of-file on its stdin and stops
        assertThat(brokerFolders).as("the broker deletes its temporary folder").noneMatch(Files::exists);
        for (Path file : jsonFiles(dir.resolve("results"))) {
            ResultSchema.read(file); // any result file there is whole
        }
    }

    /** The {@code --work-dir} of each process started with one (the broker). */
    private static List<Path> workDirs(List<ProcessHandle> processes) {
        List<Path> folders = new ArrayList<>();
        for (ProcessHandle process : processes) {
            List<String> args = List.of(process.info().arguments().orElse(new String[0]));
            int at = args.indexOf("--work-dir");
            if (at >= 0 && at + 1 < args.size()) {
                folders.add(Path.of(args.get(at + 1)));
            }
        }
        return folders;
    }

    /** Waits for each process's exit signal; {@link #EXIT} only guards against a hang. */
    private static void assertAllGone(List<ProcessHandle> processes) throws Exception {
        CompletableFuture<?>[] exits =
                processes.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new);
        try {
            CompletableFuture.allOf(exits).get(EXIT.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            // reported below, naming what is left
        }
        assertThat(processes).as("processes left behind").noneMatch(ProcessHandle::isAlive);
    }

    private static List<Path> jsonFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".json")).toList();
        }
    }
}
