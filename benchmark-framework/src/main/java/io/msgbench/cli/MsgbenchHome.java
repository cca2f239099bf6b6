package io.msgbench.cli;

import java.nio.file.Path;

/** The installation's root folder: drivers, embedded brokers and default files are found below it. */
final class MsgbenchHome {
    private MsgbenchHome() {}

    static Path find() {
        String property = System.getProperty("msgbench.home");
        if (property == null || property.isBlank()) {
            property = System.getenv("MSGBENCH_HOME");
        }
        return Path.of(property == null || property.isBlank() ? "." : property)
                .toAbsolutePath()
                .normalize();
    }
}
