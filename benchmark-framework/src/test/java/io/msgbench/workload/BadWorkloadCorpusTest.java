package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.msgbench.config.ConfigException;
import io.msgbench.config.ProblemLine;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file in {@code bad-workloads/} must be rejected with exactly one single-line problem naming the field
 * given by its first line, {@code # expect: <field>} ({@code -} for a problem with the whole file).
 * Add a file there to extend the corpus.
 */
class BadWorkloadCorpusTest {
    private static final String EXPECT = "# expect: ";

    static Stream<Path> badWorkloads() throws IOException, URISyntaxException {
        Path folder = Path.of(
                BadWorkloadCorpusTest.class.getResource("/bad-workloads").toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.toString().endsWith(".yaml")).sorted().toList().stream();
        }
    }

    @Test
    void corpusIsLargeEnough() throws Exception {
        assertThat(badWorkloads()).hasSizeGreaterThanOrEqualTo(15);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badWorkloads")
    void isRejectedNamingTheExpectedField(Path file) throws IOException {
        String expectedField = expectedField(file);

        ConfigException error = catchThrowableOfType(() -> WorkloadLoader.load(file), ConfigException.class);

        assertThat(error).as("%s must be rejected", file.getFileName()).isNotNull();
        List<String> problems = error.problems();
        assertThat(problems).as(error.getMessage()).hasSize(1);
        String problem = problems.get(0);
        assertThat(problem).doesNotContain("\n", "\r");
        ProblemLine parsed = ProblemLine.parse(file.toString(), problem);
        assertThat(parsed.field()).as(problem).isEqualTo(expectedField.equals("-") ? null : expectedField);
        assertThat(parsed.reason()).as(problem).isNotBlank();
    }

    private static String expectedField(Path file) throws IOException {
        String firstLine = Files.readAllLines(file).get(0);
        assertThat(firstLine).as("first line of %s", file.getFileName()).startsWith(EXPECT);
        return firstLine.substring(EXPECT.length()).strip();
    }
}
