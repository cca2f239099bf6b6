package io.msgbench.embedded.pulsar;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class LaunchOptionsTest {

    @Test
    void workDirAndSettingsInOrder() {
        LaunchOptions options = LaunchOptions.parse(new String[] {
            "--set", "journalSyncData=false", "--work-dir", "w", "--set", "journalMaxGroupWaitMSec = 2"});
        assertThat(options.workDir()).isEqualTo(Path.of("w").toAbsolutePath());
        assertThat(options.settings()).containsExactly(entry("journalSyncData", "false"),
                entry("journalMaxGroupWaitMSec", "2"));
    }

    @Test
    void mistakesSayWhatIsWrongAndHowToCallIt() {
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--set", "x=1"}))
                .hasMessage("--work-dir is required; " + LaunchOptions.USAGE);
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--work-dir"}))
                .hasMessage("--work-dir needs a value; " + LaunchOptions.USAGE);
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--work-dir", "w", "--set", "novalue"}))
                .hasMessageStartingWith("--set expects key=value, got 'novalue'");
        assertThatThrownBy(() -> LaunchOptions.parse(new String[] {"--wipe", "w"}))
                .hasMessageStartingWith("unknown argument '--wipe'");
    }
}
