package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The fault-injecting test driver ({@code fault-driver} module, {@code driverClass: faults}): a driver folder
 * like any other, holding the Kafka and loopback drivers it wraps. The framework never searches it
 * (it is neither {@code driver-*}/target/lib nor lib/drivers/*), so tests name it: through a
 * {@link DriverLoader} of that folder, or as {@code lib/drivers/faults} of a home they prepare.
 */
final class FaultDrivers {
    private static final Duration CLI_EXIT = Duration.ofMinutes(4);

    private FaultDrivers() {}

    static Path folder() {
        Path folder = KafkaBroker.home().resolve("fault-driver/target/lib");
        if (!Files.isDirectory(folder)) {
            throw new IllegalStateException(folder + " is missing; build it with: mvn -DskipTests package");
        }
        return folder;
    }

    static DriverLoader loader() {
        return new DriverLoader(List.of(folder()));
    }

    /** Writes a driver YAML to {@code dir} and loads it as the CLI would. */
    static DriverSpec spec(Path dir, String name, String yaml) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, yaml);
        return DriverSpecLoader.load(file).withPlaceholders(Map.of());
    }

    /** What {@code bin/benchmark} did: its exit status and its output (stdout and stderr together). */
    record BinBenchmark(int exit, String output) {}

    /**
     * {@code bin/benchmark ARGS} of a home with the fault driver installed ({@link #home}), as its own process as
     * a user starts it; its output goes to {@code dir/output.txt}. Fails when it has not exited within 4 minutes
     * (a guard against a hang, not a timing assertion).
     */
    static BinBenchmark binBenchmark(Path dir, String... args) throws Exception {
        Path output = dir.resolve("output.txt");
        ProcessBuilder builder = new ProcessBuilder(Stream.concat(
                                Stream.of(home(dir.resolve("msgbench"))
                                        .resolve("bin/benchmark")
                                        .toString()),
                                Stream.of(args))
                        .toList())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile());
        Map<String, String> env = builder.environment();
        env.put("PATH", Path.of(System.getProperty("java.home"), "bin") + File.pathSeparator + env.get("PATH"));
        env.put("MSGBENCH_JAVA_OPTS", "-Xmx512m");
        env.remove("MSGBENCH_REBUILD");
        Process benchmark = builder.start();
        boolean exited;
        try {
            exited = benchmark.waitFor(CLI_EXIT.toSeconds(), TimeUnit.SECONDS);
        } finally {
            benchmark.destroyForcibly();
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        assertThat(exited)
                .as("exit within %s (against a hang); its output:%n%s", CLI_EXIT, text)
                .isTrue();
        return new BinBenchmark(benchmark.exitValue(), text);
    }

    /**
     * A msgbench home where the fault driver is installed as a distribution installs drivers
     * ({@code lib/drivers/<name>}): every entry of this checkout linked in, plus {@code lib/drivers/faults}.
     */
    static Path home(Path home) throws IOException {
        Files.createDirectories(home.resolve("lib/drivers"));
        try (Stream<Path> entries = Files.list(KafkaBroker.home())) {
            for (Path entry : entries.filter(e -> !e.getFileName().toString().equals("lib"))
                    .toList()) {
                Files.createSymbolicLink(home.resolve(entry.getFileName().toString()), entry);
            }
        }
        Files.createSymbolicLink(home.resolve("lib/drivers/faults"), folder());
        return home;
    }

    /** Kafka on the module's test broker (as driver-kafka/kafka-embedded.yaml), with {@code faults} injected. */
    static String kafkaWith(String faults) {
        return """
                name: Kafka-with-faults
                driverClass: faults
                wraps: io.msgbench.driver.kafka.KafkaDriver
                faults:
                %s
                replicationFactor: 1
                commonConfig: |
                  bootstrap.servers=%s
                producerConfig: |
                  acks=all
                  linger.ms=1
                consumerConfig: |
                  auto.offset.reset=earliest
                  enable.auto.commit=false
                """.formatted(faults.indent(2).stripTrailing(), KafkaBroker.bootstrapServers());
    }
}
