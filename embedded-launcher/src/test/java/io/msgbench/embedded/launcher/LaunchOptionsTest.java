package io.msgbench.embedded.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Path;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

class LaunchOptionsTest {
    private static final String USAGE = LaunchOptions.usage("EmbeddedTestMain");

    @Test
    void workDirAndSettingsInOrderWhereverTheyStand() {
        LaunchOptions options =
                parse("--set", "journalSyncData=false", "--work-dir", "w", "--set", "num.io.threads = 4");

        assertThat(options.workDir()).isEqualTo(Path.of("w").toAbsolutePath());
        assertThat(options.settings()).containsExactly(entry("journalSyncData", "false"), entry("num.io.threads", "4"));
        assertThat(options.restart()).isFalse();
        assertThat(options.temporary()).isFalse();
    }

    @Test
    void restartAndTemporaryAreFlags() {
        LaunchOptions options = parse("--restart", "--work-dir", "/tmp/x", "--temporary", "--set", "a.b=c=d");

        assertThat(options.workDir()).isEqualTo(Path.of("/tmp/x"));
        assertThat(options.restart()).isTrue();
        assertThat(options.temporary()).isTrue();
        assertThat(options.settings()).containsExactly(entry("a.b", "c=d"));
    }

    @Test
    void mistakesSayWhatIsWrongAndHowToCallIt() {
        assertThatThrownBy(() -> parse("--set", "x=1")).hasMessage("--work-dir is required; " + USAGE);
        assertThatThrownBy(() -> parse("--work-dir")).hasMessage("--work-dir needs a value; " + USAGE);
        assertThatThrownBy(() -> parse("--work-dir", "w", "--set", "novalue"))
                .hasMessage("--set expects key=value, got 'novalue'; " + USAGE);
        assertThatThrownBy(() -> parse("--work-dir", "w", "--set", "=1"))
                .hasMessageStartingWith("--set expects key=value, got '=1'");
        assertThatThrownBy(() -> parse("--port", "1")).hasMessage("unknown argument '--port'; " + USAGE);
        assertThat(USAGE).startsWith("usage: EmbeddedTestMain --work-dir DIR");
    }

    @Test
    void onlyABrokerThatCanRestartAcceptsRestart() {
        String[] args = {"--work-dir", "w", "--restart"};

        assertThat(Launcher.options(new NamedBroker(true), args).restart()).isTrue();
        assertThatThrownBy(() -> Launcher.options(new NamedBroker(false), args))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--restart: the embedded Named broker cannot start again on its earlier data");
    }

    /** The framework asks before a run (--check --restart): the broker's own canRestart answers, as exit 2. */
    @Test
    void aCheckWithRestartIsAnsweredByTheBrokerItself() {
        LaunchOptions checkRestart = parse("--check", "--restart");

        assertThat(Launcher.check(new NamedBroker(true), checkRestart)).isZero();
        assertThat(Launcher.check(new NamedBroker(false), checkRestart)).isEqualTo(Launcher.BAD_SETTINGS);
        assertThat(Launcher.check(new NamedBroker(false), parse("--check"))).isZero();
    }

    private static LaunchOptions parse(String... args) {
        return LaunchOptions.parse(args, "EmbeddedTestMain");
    }

    /** Only its name and whether it restarts matter here; it is never started. */
    private record NamedBroker(boolean restarts) implements Broker {
        @Override
        public String name() {
            return "Named";
        }

        @Override
        public boolean canRestart() {
            return restarts;
        }

        @Override
        public void start(LaunchOptions options) {
            throw new UnsupportedOperationException("not started in this test");
        }

        @Override
        public boolean awaitReady(BooleanSupplier stopRequested) {
            throw new UnsupportedOperationException("not started in this test");
        }

        @Override
        public Map<String, String> readyValues() {
            throw new UnsupportedOperationException("not started in this test");
        }

        @Override
        public void stop() {
            // never started
        }
    }
}
