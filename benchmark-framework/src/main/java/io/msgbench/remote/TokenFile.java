package io.msgbench.remote;

import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/** The shared secret of coordinator and workers: the first line of a file, trimmed (never printed). */
public final class TokenFile {
    private static final int MIN_LENGTH = 16;

    private TokenFile() {}

    public static Optional<String> read(Path file) {
        if (file == null) {
            return Optional.empty();
        }
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw ConfigException.of(file.toString(), null, "--token-file", "cannot read: " + e.getMessage());
        }
        String token = text.lines().findFirst().orElse("").trim();
        if (token.length() < MIN_LENGTH) {
            throw ConfigException.of(
                    file.toString(),
                    1,
                    "--token-file",
                    "the token must be at least " + MIN_LENGTH
                            + " characters on the first line (e.g. from 'openssl rand -hex 32')");
        }
        return Optional.of(token);
    }
}
