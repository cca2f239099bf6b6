package io.msgbench.embedded.rabbitmq;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Debian's {@code rabbitmq-server} start script in /usr/lib/rabbitmq/bin (package rabbitmq-server). Not
 * /usr/sbin/rabbitmq-server: that wrapper switches to the rabbitmq user and the system's folders.
 */
final class RabbitMqServerBinary {
    static final Path DEBIAN_FOLDER = Path.of("/usr/lib/rabbitmq/bin");
    static final String INSTALL_HINT = "install it with: bin/install-broker rabbitmq";

    private RabbitMqServerBinary() {}

    /** @throws IllegalStateException in one line, saying how to install it, when it is not installed */
    static Path find() {
        return find(DEBIAN_FOLDER);
    }

    static Path find(Path folder) {
        Path script = folder.resolve("rabbitmq-server");
        if (!Files.isExecutable(script)) {
            throw new IllegalStateException("rabbitmq-server is not installed (no " + script + "); " + INSTALL_HINT);
        }
        return script;
    }

    /** Erlang's port mapper, which the Debian package depends on (erlang-base). */
    static Path epmd() {
        Path epmd = Path.of("/usr/bin/epmd");
        if (!Files.isExecutable(epmd)) {
            throw new IllegalStateException("epmd is not installed (no " + epmd + "); " + INSTALL_HINT);
        }
        return epmd;
    }
}
