package io.msgbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The preflight's driver files: each parsed once, in order, and only as far as a check reads. */
class DriverSpecsTest {

    @Test
    void eachFileIsParsedOnceAndABadOneOnlyWhenReached(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.yaml"), "name: Good\ndriverClass: loopback\n");
        Path bad = Files.writeString(dir.resolve("bad.yaml"), "name: [unclosed\n");
        DriverSpecs specs = new DriverSpecs(List.of(good, bad));

        DriverSpec first = specs.get(0);

        assertThat(first.name()).isEqualTo("Good");
        assertThat(specs.get(0)).isSameAs(first);
        List<DriverSpec> seen = new ArrayList<>();
        assertThatThrownBy(() -> specs.forEach(seen::add))
                .isInstanceOf(ConfigException.class)
                .hasMessageContaining("bad.yaml");
        assertThat(seen).containsExactly(first);
    }
}
