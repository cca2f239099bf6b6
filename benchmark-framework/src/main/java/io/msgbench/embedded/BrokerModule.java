package io.msgbench.embedded;

import io.msgbench.embedded.launcher.Folders;
import io.msgbench.embedded.launcher.Launcher;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * An embedded broker's module on disk: {@code <home>/embedded-<type>/target/lib} with the module's own
 * jar, whose manifest names the main class, and the broker's dependencies; beside its pom, the JVM options it
 * declares for itself. Nothing here knows one broker from another.
 */
final class BrokerModule {
    static final String LOG_FILE = "broker.log";
    /** The module's JVM options, a java {@code @argument} file beside its pom. */
    private static final String JVM_OPTIONS_FILE = "jvm.options";
    /** For a module without a {@value #JVM_OPTIONS_FILE}. */
    private static final List<String> DEFAULT_JVM_OPTIONS = List.of("-Xmx1g");

    private static final Duration CHECK_LIMIT = Duration.ofSeconds(60);

    private final String type;
    private final Path folder;
    private final Path lib;
    private final String mainClass;

    private BrokerModule(String type, Path folder, String mainClass) {
        this.type = type;
        this.folder = folder;
        this.lib = folder.resolve("target/lib");
        this.mainClass = mainClass;
    }

    static BrokerModule find(Path home, String type) {
        Path lib = home.resolve("embedded-" + type).resolve("target/lib");
        if (!Files.isDirectory(home.resolve("embedded-" + type))) {
            throw new EmbeddedBrokerException(
                    "unknown embedded broker '" + type + "' (no folder embedded-" + type + " in " + home + ")");
        }
        if (!Files.isDirectory(lib)) {
            throw new EmbeddedBrokerException("embedded " + type + " broker is not built (" + lib
                    + " is missing); build with: mvn -DskipTests package");
        }
        return new BrokerModule(type, home.resolve("embedded-" + type), mainClass(lib, type));
    }

    /**
     * Starts the broker's JVM, in a session of its own (see {@link OwnSession}), in {@code workDir}: whatever a
     * broker resolves against its working directory (Pulsar's namespace offload policies look for
     * {@code ./offloaders}) lands in its own folder, never in the user's. With {@code restart}, the child
     * gets {@code --restart}: it must keep the data and the ports of its earlier start in {@code workDir}, and the
     * log is appended to.
     */
    Process launch(Path workDir, Map<String, String> settings, boolean restart) {
        File log = workDir.resolve(LOG_FILE).toFile();
        try {
            Files.deleteIfExists(workDir.resolve(EmbeddedBroker.READY_FILE));
            return new ProcessBuilder(command(workDir, settings, restart))
                    .directory(workDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(restart ? ProcessBuilder.Redirect.appendTo(log) : ProcessBuilder.Redirect.to(log))
                    .start();
        } catch (IOException e) {
            throw new EmbeddedBrokerException("cannot start the embedded " + type + " broker: " + e.getMessage());
        }
    }

    /**
     * Asks the broker's own code whether it takes these settings and, with {@code restart}, whether it can start
     * again on its data and ports ({@code --check}: a JVM that starts nothing). Each broker declares what it can do
     * in its main class; nothing here lists broker names.
     *
     * @return the broker's one-line reason when it refuses
     * @throws EmbeddedBrokerException when the check itself cannot run
     */
    Optional<String> refusal(Map<String, String> settings, boolean restart) {
        List<String> command = java(List.of("-Xmx256m", "-XX:TieredStopAtLevel=1"));
        command.add("--check");
        addSettings(command, settings);
        if (restart) {
            command.add("--restart");
        }
        Path errors = null;
        try {
            // stderr to a file, read once it exited: a pipe read to its end would not be bounded by the wait
            errors = Files.createTempFile("msgbench-check-" + type, ".txt");
            Process check = new ProcessBuilder(command)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(errors.toFile())
                    .start();
            if (!check.waitFor(CHECK_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                check.destroyForcibly();
                throw new EmbeddedBrokerException("checking the embedded " + type + " broker's settings: no answer"
                        + " within " + CHECK_LIMIT.toSeconds() + " s");
            }
            String stderr = Files.readString(errors, StandardCharsets.UTF_8).strip();
            return switch (check.exitValue()) {
                case 0 -> Optional.empty();
                case Launcher.BAD_SETTINGS ->
                    Optional.of(stderr.lines().reduce((first, last) -> last).orElse("refused"));
                default ->
                    throw new EmbeddedBrokerException("checking the embedded " + type + " broker's settings"
                            + " failed (exit " + check.exitValue() + "): " + stderr);
            };
        } catch (IOException e) {
            throw new EmbeddedBrokerException(
                    "cannot check the embedded " + type + " broker's settings: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EmbeddedBrokerException("checking the embedded " + type + " broker's settings: interrupted");
        } finally {
            if (errors != null) {
                Folders.deleteQuietly(errors);
            }
        }
    }

    /**
     * The launcher's command line (embedded-launcher's {@code LaunchOptions}): {@code --temporary}, because the
     * work folder is this run's alone, so the broker deletes it when our end of its stdin closes, even after a
     * {@code kill -9} of this JVM.
     */
    List<String> command(Path workDir, Map<String, String> settings, boolean restart) {
        List<String> options = new ArrayList<>(jvmOptions());
        options.add(BrokerGauges.gcLogOption(workDir));
        List<String> command = new ArrayList<>(OwnSession.prefix());
        command.addAll(java(options));
        command.add("--work-dir");
        command.add(workDir.toString());
        addSettings(command, settings);
        if (restart) {
            command.add("--restart");
        }
        command.add("--temporary");
        return command;
    }

    /** This JVM's java running the module's main class with {@code jvmOptions}; the launcher's options follow. */
    private List<String> java(List<String> jvmOptions) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(lib.toAbsolutePath() + "/*");
        command.add(mainClass);
        return command;
    }

    private static void addSettings(List<String> command, Map<String, String> settings) {
        settings.forEach((key, value) -> {
            command.add("--set");
            command.add(key + "=" + value);
        });
    }

    /** The module declares its JVM's options; java itself reads the file ({@code java @file}). */
    private List<String> jvmOptions() {
        Path file = folder.resolve(JVM_OPTIONS_FILE).toAbsolutePath();
        return Files.isRegularFile(file) ? List.of("@" + file) : DEFAULT_JVM_OPTIONS;
    }

    private static String mainClass(Path lib, String type) {
        String prefix = "embedded-" + type + "-";
        try (Stream<Path> jars = Files.list(lib)) {
            Path jar = jars.filter(p -> p.getFileName().toString().startsWith(prefix))
                    .findFirst()
                    .orElseThrow(() -> new EmbeddedBrokerException("no " + prefix + "*.jar in " + lib));
            try (JarFile file = new JarFile(jar.toFile())) {
                String main = file.getManifest() == null
                        ? null
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
