package io.msgbench.embedded;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * An embedded broker's module on disk: {@code <home>/embedded-<type>/target/lib} with the module's own
 * jar, whose manifest names the main class, and the broker's dependencies.
 */
final class BrokerModule {
    static final String LOG_FILE = "broker.log";
    private static final Map<String, List<String>> JVM_OPTIONS = Map.of(
            "kafka", List.of("-Xms256m", "-Xmx1g"),
            // local-brokers.md §2: direct memory for the bookie's caches, the opens Pulsar's metrics need,
            // and our log config (bookkeeper-server's jar carries a log4j2.xml that would win otherwise)
            "pulsar", List.of("-Xms256m", "-Xmx1g", "-XX:MaxDirectMemorySize=512m",
                    "--add-opens", "java.base/java.io=ALL-UNNAMED", "--add-opens", "java.base/java.util.zip=ALL-UNNAMED",
                    "--add-opens", "java.base/sun.net=ALL-UNNAMED",
                    "--add-opens", "java.management/sun.management=ALL-UNNAMED",
                    "--add-opens", "jdk.management/com.sun.management.internal=ALL-UNNAMED",
                    "--add-opens", "java.base/jdk.internal.platform=ALL-UNNAMED",
                    "--add-opens", "java.base/java.nio=ALL-UNNAMED",
                    "--add-opens", "java.base/jdk.internal.misc=ALL-UNNAMED",
                    "-Dio.netty.tryReflectionSetAccessible=true",
                    "-Dlog4j2.configurationFile=msgbench-pulsar-log4j2.xml"),
            // in-memory storage: what is written stays in the heap (local-brokers.md §3)
            "pravega", List.of("-Xms256m", "-Xmx2g", "-XX:MaxDirectMemorySize=1g"));

    /**
     * The brokers whose main class honours {@code --restart}. Pulsar's and Pravega's standalones start afresh
     * (Pravega keeps its data in memory: a restart could not bring it back).
     */
    private static final Set<String> RESTARTABLE = Set.of("kafka");

    private final String type;
    private final Path lib;
    private final String mainClass;

    private BrokerModule(String type, Path lib, String mainClass) {
        this.type = type;
        this.lib = lib;
        this.mainClass = mainClass;
    }

    static boolean canRestart(String type) {
        return RESTARTABLE.contains(type);
    }

    static BrokerModule find(Path home, String type) {
        Path lib = home.resolve("embedded-" + type).resolve("target/lib");
        if (!Files.isDirectory(home.resolve("embedded-" + type))) {
            throw new EmbeddedBrokerException("unknown embedded broker '" + type + "' (no folder embedded-" + type
                    + " in " + home + ")");
        }
        if (!Files.isDirectory(lib)) {
            throw new EmbeddedBrokerException("embedded " + type + " broker is not built (" + lib
                    + " is missing); build with: mvn -DskipTests package");
        }
        return new BrokerModule(type, lib, mainClass(lib, type));
    }

    /**
     * Starts the broker's JVM, in a session of its own (see {@link OwnSession}). With {@code restart}, the child
     * gets {@code --restart}: it must keep the data and the ports of its earlier start in {@code workDir}, and the
     * log is appended to.
     */
    Process launch(Path workDir, Map<String, String> settings, boolean restart) {
        List<String> command = new ArrayList<>(OwnSession.prefix());
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(JVM_OPTIONS.getOrDefault(type, List.of("-Xmx1g")));
        command.add("-cp");
        command.add(lib.toAbsolutePath() + "/*");
        command.add(mainClass);
        command.add("--work-dir");
        command.add(workDir.toString());
        settings.forEach((key, value) -> {
            command.add("--set");
            command.add(key + "=" + value);
        });
        if (restart) {
            command.add("--restart");
        }
        File log = workDir.resolve(LOG_FILE).toFile();
        try {
            Files.deleteIfExists(workDir.resolve(EmbeddedBroker.READY_FILE));
            return new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(restart ? ProcessBuilder.Redirect.appendTo(log) : ProcessBuilder.Redirect.to(log))
                    .start();
        } catch (IOException e) {
            throw new EmbeddedBrokerException("cannot start the embedded " + type + " broker: " + e.getMessage());
        }
    }

    private static String mainClass(Path lib, String type) {
        String prefix = "embedded-" + type + "-";
        try (Stream<Path> jars = Files.list(lib)) {
            Path jar = jars.filter(p -> p.getFileName().toString().startsWith(prefix)).findFirst()
                    .orElseThrow(() -> new EmbeddedBrokerException("no " + prefix + "*.jar in " + lib));
            try (JarFile file = new JarFile(jar.toFile())) {
                String main = file.getManifest() == null ? null
                        : file.getManifest().getMainAttributes().getValue("Main-Class");
                if (main == null) {
                    throw new EmbeddedBrokerException(jar + " names no Main-Class in its manifest");
                }
                return main;
            }
        } catch (IOException e) {
            throw new EmbeddedBrokerException("cannot read " + lib + ": " + e.getMessage());
        }
    }
}
