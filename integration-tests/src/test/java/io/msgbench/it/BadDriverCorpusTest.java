package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * ({@code # expect: <field>}, {@code -} for the whole file), without a stack trace and without running anything.
 */
class BadDriverCorpusTest {
    private static final String EXPECT = "# expect: ";

    static Stream<Path> badDrivers() throws IOException, URISyntaxException {
        Path folder = Path.of(BadDriverCorpusTest.class.getResource("/bad-drivers").toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    @Test
    void corpusIsLargeEnough() throws Exception {
        assertThat(badDrivers()).hasSizeGreaterThanOrEqualTo(20);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badDrivers")
    void isRejectedWithOneLineNamingTheField(Path file, @TempDir Path dir) throws IOException {
        String expected = Files.readAllLines(file).get(0);
        assertThat(expected).startsWith(EXPECT);
        String field = expected.substring(EXPECT.length()).strip();
        Path workload = dir.resolve("tiny.yaml");
        Files.writeString(workload, "topics: 1\nmessageSize: 100\nproducerRate: 100\nwarmup: 1s\ntestDuration: 2s\n");

        Cli.Outcome outcome = Cli.run("--drivers", file.toString(), "--output", dir.resolve("r").toString(),
                workload.toString());

        String errors = outcome.err();
        assertThat(outcome.exit()).as(errors + outcome.out()).isEqualTo(ExitCode.BAD_INPUT);
        List<String> lines = errors.lines().toList();
        assertThat(lines).as(errors).hasSize(1);
        Matcher line = Pattern.compile("error: " + Pattern.quote(file.toString())
                + "(?::\\d+)?: (?:([A-Za-z][\\w.\\[\\]]*): )?(.+)").matcher(lines.get(0));
        assertThat(line.matches()).as(lines.get(0)).isTrue();
        assertThat(line.group(1)).as(lines.get(0)).isEqualTo(field.equals("-") ? null : field);
        assertThat(line.group(2)).doesNotContain("Exception:").isNotBlank();
        assertThat(outcome.out()).doesNotContain("-- measure").doesNotContain("\tat ");
        assertThat(dir.resolve("r")).as("no run, so no result").doesNotExist();
    }
}
