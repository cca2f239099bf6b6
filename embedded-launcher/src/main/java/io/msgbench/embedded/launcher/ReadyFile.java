package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/** {@code DIR/ready.properties}: its presence tells the parent the broker serves; its lines, where. */
public final class ReadyFile {
    /** Its name in the work folder: the parent (the framework's EmbeddedBroker) waits for it. */
    public static final String NAME = "ready.properties";

    private final Path file;

    ReadyFile(Path workDir) {
        this.file = workDir.resolve(NAME);
    }

    /** A file from an earlier run would announce a dead broker. */
    void deleteStale() throws IOException {
        Files.deleteIfExists(file);
    }

    /** Written aside, then renamed into place, so the parent never reads a half-written file. */
    void write(Map<String, String> values) throws IOException {
        // plain lines rather than Properties.store, which would escape the ':' as '\:' for naive readers
        StringBuilder content = new StringBuilder();
        values.forEach(
                (key, value) -> content.append(key).append('=').append(value).append('\n'));
        Path tmp = file.resolveSibling(NAME + ".tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
}
