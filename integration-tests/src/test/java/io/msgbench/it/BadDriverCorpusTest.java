package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.cli.ExitCode;
import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.worker.LocalWorker;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file in {@code bad-drivers/} given to {@code bin/benchmark --drivers} must end the CLI with exit 2 and
 * exactly one line {@code error: FILE[:LINE]: FIELD: REASON} naming the field of its first line
 * ({@code # expect: <field>}, {@code -} for the whole file), without a stack trace and without running anything;
 * and {@code bin/benchmark validate --drivers} must print that same line, because both check through one path.
 * Optional header lines: {@code # line: N} (the line the message must name), {@code # nearest: KEY} (the valid key
 * it must suggest), {@code # reason: TEXT} (how the reason after the field must begin), {@code # validate: ok ...}
 * (only a run that connects can find the problem).
 */
class BadDriverCorpusTest {
    private static final String EXPECT = "# expect: ";

    static Stream<Path> badDrivers() throws IOException, URISyntaxException {
        Path folder =
                Path.of(BadDriverCorpusTest.class.getResource("/bad-drivers").toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    /** The driver files with a misspelt key of their driver: each names its line and the key meant. */
    static Stream<Path> misspeltKeys() throws IOException, URISyntaxException {
        return badDrivers().filter(file -> header(file, "# nearest: ").isPresent());
    }

    private static Optional<String> header(Path file, String prefix) {
        try {
            return Files.readAllLines(file).stream()
                    .takeWhile(line -> line.startsWith("# "))
                    .filter(line -> line.startsWith(prefix))
                    .map(line -> line.substring(prefix.length()).strip())
                    .findFirst();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void corpusIsLargeEnough() throws Exception {
        assertThat(badDrivers()).hasSizeGreaterThanOrEqualTo(20);
    }

    @Test
    void everyDriverHasMisspeltKeyCases() throws Exception {
        List<String> classes = misspeltKeys()
                .map(file -> {
                    try {
                        return DriverSpecLoader.load(file).driverClass();
                    } catch (ConfigException e) {
                        throw new IllegalStateException(e);
                    }
                })
                .distinct()
                .sorted()
                .toList();

        assertThat(classes)
                .containsExactly(
                        "io.msgbench.driver.kafka.KafkaDriver",
                        "io.msgbench.driver.pravega.PravegaDriver",
                        "io.msgbench.driver.pulsar.PulsarDriver",
                        "loopback");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badDrivers")
    void runAndValidateRejectItWithTheSameLineNamingTheField(Path file, @TempDir Path dir) throws IOException {
        String expected = Files.readAllLines(file).get(0);
        assertThat(expected).startsWith(EXPECT);
        String field = expected.substring(EXPECT.length()).strip();
        Path workload = dir.resolve("tiny.yaml");
        Files.writeString(workload, "topics: 1\nmessageSize: 100\nproducerRate: 100\nwarmup: 1s\ntestDuration: 2s\n");

        Cli.Outcome run = Cli.run(
                "--drivers", file.toString(), "--output", dir.resolve("r").toString(), workload.toString());
        Cli.Outcome validate = Cli.run("validate", "--drivers", file.toString());

        String line = oneErrorLine(run);
        assertThat(run.out())
                .doesNotContain("-- measure")
                .doesNotContain("\tat ")
                .doesNotContain("Starting an embedded");
        assertThat(dir.resolve("r")).as("no run, so no result").doesNotExist();
        Matcher parts = Pattern.compile(
                        "error: " + Pattern.quote(file.toString()) + "(?::(\\d+))?: (?:([A-Za-z][\\w.\\[\\]]*): )?(.+)")
                .matcher(line);
        assertThat(parts.matches()).as(line).isTrue();
        assertThat(parts.group(2)).as(line).isEqualTo(field.equals("-") ? null : field);
        assertThat(parts.group(3)).doesNotContain("Exception:").isNotBlank();
        header(file, "# line: ")
                .ifPresent(number -> assertThat(parts.group(1)).as(line).isEqualTo(number));
        header(file, "# nearest: ").ifPresent(key -> assertThat(line).contains("(did you mean '" + key + "'?)"));
        header(file, "# reason: ")
                .ifPresent(reason -> assertThat(parts.group(3)).as(line).startsWith(reason));
        if (header(file, "# validate: ok").isPresent()) {
            assertThat(validate.exit()).as(validate.err()).isEqualTo(ExitCode.OK);
            assertThat(validate.out()).startsWith("ok: " + file);
        } else {
            assertThat(validate.exit()).as(validate.err() + validate.out()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(validate.err().lines())
                    .as("validate says what the run says")
                    .containsExactly(line, "1 problem(s) in 1 file(s)");
        }
    }

    /** A worker given the file (a remote worker, say, not the CLI) refuses it the same way before connecting. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("misspeltKeys")
    void theWorkerRefusesAMisspeltKeyBeforeConnecting(Path file) throws Exception {
        String validateLine = Cli.run("validate", "--drivers", file.toString())
                .err()
                .lines()
                .findFirst()
                .orElseThrow();

        try (LocalWorker worker = new LocalWorker(new DriverLoader(DriverFolders.under(KafkaBroker.home())))) {
            assertThatThrownBy(() -> worker.startDriver(DriverSpecLoader.load(file)))
                    .isInstanceOfSatisfying(
                            ConfigException.class,
                            e -> assertThat(e.problems()).containsExactly(validateLine.substring("error: ".length())));
        }
    }

    private static String oneErrorLine(Cli.Outcome outcome) {
        String errors = outcome.err();
        assertThat(outcome.exit()).as(errors + outcome.out()).isEqualTo(ExitCode.BAD_INPUT);
        List<String> lines = errors.lines().toList();
        assertThat(lines).as(errors).hasSize(1);
        return lines.get(0);
    }
}
