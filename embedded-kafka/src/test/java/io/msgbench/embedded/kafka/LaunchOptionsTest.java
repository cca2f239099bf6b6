package io.msgbench.embedded.kafka;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LaunchOptionsTest {

    @Test
    void parsesWorkDirAndOverridesInOrder() {
        LaunchOptions options = LaunchOptions.parse(new String[] {"--work-dir", "/tmp/x",
                "--set", "log.flush.interval.messages=1", "--set", "num.io.threads = 4"});

        assertThat(options.workDir()).isEqualTo(Path.of("/tmp/x"));
        assertThat(options.overrides()).containsExactly(Map.entry("log.flush.interval.messages", "1"),
                Map.entry("num.io.threads", "4"));
    }

    @Test
    void rejectsWhatItDoesNotUnderstand() {
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {})).hasMessageContaining("--work-dir is required");
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--work-dir"})).hasMessageContaining("needs a value");
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--work-dir", "d", "--set", "noequals"}))
                .hasMessageContaining("key=value");
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--port", "1"}))
                .hasMessageContaining("unknown argument '--port'");
    }
}
