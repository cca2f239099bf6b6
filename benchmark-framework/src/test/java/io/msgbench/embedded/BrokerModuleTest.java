package io.msgbench.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BrokerModuleTest {

    @Test
    void theModulesOwnJvmOptionsFileAndTheLauncherCommandLine(@TempDir Path home) throws Exception {
        Path folder = builtModule(home, "demo", "io.example.DemoMain");
        Files.writeString(folder.resolve("jvm.options"), "-Xmx3g\n");
        Path workDir = home.resolve("work");

        List<String> command = BrokerModule.find(home, "demo").command(workDir, Map.of("a.b", "c"), true);

        assertThat(command)
                .containsSubsequence(
                        "@" + folder.resolve("jvm.options").toAbsolutePath(),
                        "-cp",
                        folder.resolve("target/lib").toAbsolutePath() + "/*",
                        "io.example.DemoMain",
                        "--work-dir",
                        workDir.toString(),
                        "--set",
                        "a.b=c",
                        "--restart",
                        "--temporary");
        assertThat(command).doesNotContain("-Xmx1g");
        assertThat(command.get(command.size() - 1)).isEqualTo("--temporary");
    }

    @Test
    void aModuleWithoutJvmOptionsGetsTheDefaultHeap(@TempDir Path home) throws Exception {
        builtModule(home, "demo", "io.example.DemoMain");

        List<String> command = BrokerModule.find(home, "demo").command(home.resolve("work"), Map.of(), false);

        assertThat(command)
                .contains("-Xmx1g", "--temporary")
                .doesNotContain("--restart")
                .noneMatch(arg -> arg.startsWith("@"));
    }

    /** {@code embedded-<type>/target/lib} with the module's jar, whose manifest names its main class. */
    private static Path builtModule(Path home, String type, String mainClass) throws Exception {
        Path folder = home.resolve("embedded-" + type);
        Path lib = Files.createDirectories(folder.resolve("target/lib"));
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, mainClass);
        try (OutputStream out = Files.newOutputStream(lib.resolve("embedded-" + type + "-1.0.jar"));
                JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.flush();
        }
        return folder;
    }
}
