package io.msgbench.perf;

import io.msgbench.result.Environment;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bin/perf}: shows that the harness is not the bottleneck, with figures measured side by side in
 * one run: the ceiling on the calibration driver, rate fidelity, the hot path's cost per message (JMH),
 * scale, memory, msgbench against Kafka's own ProducerPerformance on an embedded broker, and what both
 * tools cost in CPU at a fixed rate. Prints
 * figures and ratios against their targets; exits 1 only when a part could not run.
 */
@Command(
        name = "perf",
        mixinStandardHelpOptions = true,
        description = "msgbench's performance suite: figures and ratios showing the harness has headroom.")
public final class PerfSuite implements Callable<Integer> {
    enum Part {
        ceiling,
        fidelity,
        scale,
        micro,
        kafka,
        cpu,
        memory,
        coordinator,
        topics
    }

    @Option(names = "--smoke", description = "Seconds instead of minutes: checks that every part runs and prints.")
    boolean smoke;

    @Option(
            names = "--only",
            split = ",",
            paramLabel = "PART",
            description = "Parts to run, comma-separated: ${COMPLETION-CANDIDATES}. Default: all.")
    List<Part> only = List.of(Part.values());

    @Option(
            names = "--omb",
            paramLabel = "DIR",
            description = "A build of the OpenMessaging Benchmark (a folder with its lib/ of jars: framework and Kafka"
                    + " driver): the cpu part then runs it beside msgbench at 50,000 msg/s on the same broker.")
    Path omb;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description = "Where to write the figures as JSON. Default: results/perf-<time>.json")
    Path output;

    public static void main(String[] args) {
        // the suite's helper JVMs (Kafka's tools, brokers, workers) end with it, also when it is killed (SIGTERM)
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> ProcessHandle.current().descendants().forEach(ProcessHandle::destroy),
                        "perf-end-helper-jvms"));
        System.exit(new CommandLine(new PerfSuite())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Path home = Path.of(System.getProperty("msgbench.home", "."))
                .toAbsolutePath()
                .normalize();
        SuiteSettings settings = smoke ? SuiteSettings.smoke(home) : SuiteSettings.full(home);
        if (omb != null) {
            if (!Files.isDirectory(omb.resolve("lib"))) {
                System.err.println("error: --omb " + omb + ": no lib/ folder of OMB's jars there");
                return 2;
            }
            settings = settings.withOmb(omb.toAbsolutePath().normalize());
        }
        Report report = new Report(System.out);
        Map<String, Object> conditions = conditions(settings);
        System.out.println("msgbench performance suite" + (smoke ? " (--smoke: figures too short to quote)" : ""));
        conditions.forEach((k, v) -> System.out.printf(Locale.ROOT, "   %-44s %s%n", k, v));
        double ceiling = Double.NaN;
        double kafkaMax = Double.NaN;
        for (Part part : Part.values()) {
            if (!only.contains(part)) {
                continue;
            }
            try {
                switch (part) {
                    case ceiling -> ceiling = CeilingSection.run(settings, report);
                    case fidelity -> FidelitySection.run(settings, report);
                    case scale -> ScaleSection.run(settings, report);
                    case micro -> MicroSection.run(settings, report);
                    case kafka -> kafkaMax = KafkaSection.run(settings, report);
                    case cpu -> FixedRateCpuSection.run(settings, report);
                    case memory -> MemorySection.run(settings, report);
                    case coordinator -> CoordinatorSection.run(settings, report);
                    case topics -> TopicsSection.run(settings, report);
                }
            } catch (Exception e) {
                report.failed(part.name(), e);
            }
        }
        if (!Double.isNaN(ceiling) && !Double.isNaN(kafkaMax)) {
            report.check(
                    "headroom: harness ceiling / Kafka's max (ProducerPerformance)", ceiling / kafkaMax, 1.0, true, "");
        }
        report.printSummary();
        report.writeJson(
                output != null
                        ? output
                        : home.resolve("results")
                                .resolve("perf-"
                                        + DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                                                .withZone(ZoneOffset.UTC)
                                                .format(Instant.now())
                                        + ".json"),
                conditions);
        return report.anyFailed() ? 1 : 0;
    }

    private static Map<String, Object> conditions(SuiteSettings settings) {
        Map<String, Object> conditions = new LinkedHashMap<>();
        conditions.put("date (UTC)", Instant.now().toString());
        conditions.put("msgbench", Environment.version());
        conditions.put("cores", Runtime.getRuntime().availableProcessors());
        conditions.put("JVM", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
        conditions.put("max heap (MiB)", Runtime.getRuntime().maxMemory() / 1048576);
        conditions.put(
                "OS",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
        conditions.put(
                "load average at start",
                String.format(
                        Locale.ROOT,
                        "%.2f",
                        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()));
        conditions.put(
                "warm-up / measure per run",
                settings.warmup().toSeconds() + " s / " + settings.measure().toMillis() / 1000.0 + " s");
        conditions.put(
                "warm-up of the CPU comparison (cpu)", settings.cpuWarmup().toSeconds() + " s");
        conditions.put("OMB beside them (cpu, --omb)", settings.omb() == null ? "not given" : settings.omb());
        return conditions;
    }
}
