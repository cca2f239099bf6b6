package io.msgbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report, compare and sweep subcommands' answers to bad input: one line, exit 2, nothing written. */
class ReportCliTest {

    @Test
    void reportOfAMissingFileIsBadInput(@TempDir Path dir) {
        assertThat(Main.run(
                        "report",
                        dir.resolve("nope.json").toString(),
                        "-o",
                        dir.resolve("out").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void compareOfANonResultIsBadInput(@TempDir Path dir) throws Exception {
        Path other = Files.writeString(dir.resolve("x.json"), "{}");
        assertThat(Main.run("compare", other.toString(), other.toString())).isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void compareRejectsAPercentageOutOfRange(@TempDir Path dir) throws Exception {
        Path other = Files.writeString(dir.resolve("x.json"), "{}");
        assertThat(Main.run("compare", other.toString(), other.toString(), "--max-regression", "150%"))
                .isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void sweepWithoutALadderIsBadInput(@TempDir Path dir) throws Exception {
        Path workload = Files.writeString(dir.resolve("w.yaml"), "topics: 1\nmessageSize: 100\nproducerRate: 10\n");
        assertThat(Main.run("sweep", workload.toString(), "-o", dir.resolve("s").toString()))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(Main.run("sweep", workload.toString(), "--rates", "100", "--from", "10", "--to", "100"))
                .isEqualTo(ExitCode.BAD_INPUT);
        assertThat(dir.resolve("s")).doesNotExist();
    }

    /** A usage mistake in a subcommand points at that subcommand's help, where its options are. */
    @Test
    void aSubcommandsUsageErrorPointsAtItsOwnHelp() {
        PrintStream stderr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            assertThat(Main.run("compare", "--no-such-option")).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(Main.run("report", "--no-such-option")).isEqualTo(ExitCode.BAD_INPUT);
        } finally {
            System.setErr(stderr);
        }
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("Try 'benchmark compare --help' for the options.")
                .contains("Try 'benchmark report --help' for the options.");
    }
}
