package io.msgbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class YamlMapFileTest {
    @TempDir
    Path dir;

    @Test
    void keepsEntriesInFileOrderWithTheirLines() throws IOException {
        Path file = write("# comment\nb: 1\n\na:\n  nested: true\nc:\n");
        YamlMapFile yaml = YamlMapFile.read(file, "test");
        assertThat(yaml.entries().keySet()).containsExactly("b", "a", "c");
        assertThat(yaml.entries().get("b").line()).isEqualTo(2);
        assertThat(yaml.entries().get("a").line()).isEqualTo(4);
        assertThat(yaml.entries().get("a").value().get("nested").booleanValue()).isTrue();
        assertThat(yaml.entries().get("c").value().isNull()).isTrue();
    }

    @Test
    void missingFile() {
        Path file = dir.resolve("nope.yaml");
        assertThatThrownBy(() -> YamlMapFile.read(file, "test")).hasMessage(file + ": no such file");
    }

    @Test
    void directory() {
        assertThatThrownBy(() -> YamlMapFile.read(dir, "test")).hasMessage(dir + ": is a directory, not a file");
    }

    @Test
    void emptyFileNamesItsKind() throws IOException {
        Path file = write("");
        assertThatThrownBy(() -> YamlMapFile.read(file, "driver")).hasMessage(file + ": empty driver file");
    }

    @Test
    void syntaxErrorIsOneLineWithLineAndColumn() throws IOException {
        Path file = write("a: 1\nb: [1, 2\nc: 3\n");
        assertThatThrownBy(() -> YamlMapFile.read(file, "test"))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(file + ":3: YAML syntax error at column ")
                .hasMessageNotContaining("\n");
    }

    @Test
    void topLevelMustBeAMap() throws IOException {
        Path file = write("just text\n");
        assertThatThrownBy(() -> YamlMapFile.read(file, "test"))
                .hasMessage(file + ":1: expected a map of keys at the top level, got a single value");
    }

    @Test
    void duplicateKeysAreReportedWithBothLines() throws IOException {
        Path file = write("a: 1\nb: 2\na: 3\n");
        assertThatThrownBy(() -> YamlMapFile.read(file, "test"))
                .hasMessage(file + ":3: a: duplicate key (first given on line 1)");
    }

    private Path write(String text) throws IOException {
        return Files.writeString(dir.resolve("f.yaml"), text);
    }
}
