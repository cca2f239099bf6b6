package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's layout names every Maven module and every package of the framework, and nothing that
 * is not there: the page a new engineer reads first stays true as modules and packages come and go.
 */
class ArchitectureDocTest {
    private static final Pattern MODULE = Pattern.compile("<module>([\\w-]+)</module>");
    /** A layout line that starts at the margin: a module or a folder of the checkout. */
    private static final Pattern FOLDER_ENTRY = Pattern.compile("(?m)^([\\w-]+)/");
    /** The second of two folders on one line ("workloads/, payload/"). */
    private static final Pattern SECOND_FOLDER_ENTRY = Pattern.compile("(?m)^[\\w-]+/, ([\\w-]+)/");
    /** A layout line indented two spaces: a package of the framework, relative to io.msgbench. */
    private static final Pattern PACKAGE_ENTRY = Pattern.compile("(?m)^  ([a-z][\\w/]*)/ ");
    private static final Path FRAMEWORK_SOURCES = Path.of("benchmark-framework/src/main/java/io/msgbench");

    @Test
    @Tag("quick")
    void theLayoutNamesEveryModule() throws IOException {
        Path home = KafkaBroker.home();
        Set<String> modules = matches(MODULE, Files.readString(home.resolve("pom.xml")));

        assertThat(modules).as("modules of the root pom").hasSizeGreaterThan(20);
        assertThat(folderEntries(home)).containsAll(modules);
    }

    @Test
    @Tag("quick")
    void everyFolderTheLayoutNamesExists() throws IOException {
        Path home = KafkaBroker.home();

        assertThat(folderEntries(home)).allSatisfy(folder -> assertThat(home.resolve(folder)).isDirectory());
    }

    @Test
    @Tag("quick")
    void theLayoutNamesExactlyTheFrameworksPackages() throws IOException {
        Path home = KafkaBroker.home();
        Set<String> documented = matches(PACKAGE_ENTRY, layout(home));

        assertThat(documented).isEqualTo(packages(home.resolve(FRAMEWORK_SOURCES)));
    }

    @Test
    void aMissingModuleOrPackageIsSeen() {
        String layout = "driver-api/   the SPI\n  config/   strict YAML\n";

        assertThat(matches(FOLDER_ENTRY, layout)).containsExactly("driver-api");
        assertThat(matches(PACKAGE_ENTRY, layout)).containsExactly("config").doesNotContain("workload");
    }

    private static Set<String> folderEntries(Path home) throws IOException {
        Set<String> folders = matches(FOLDER_ENTRY, layout(home));
        folders.addAll(matches(SECOND_FOLDER_ENTRY, layout(home)));
        return folders;
    }

    /** The first fenced block under "## Layout". */
    private static String layout(Path home) throws IOException {
        String doc = Files.readString(home.resolve("docs/architecture.md"));
        String section = doc.substring(doc.indexOf("## Layout"));
        int open = section.indexOf("```");
        return section.substring(section.indexOf('\n', open) + 1, section.indexOf("```", open + 3));
    }

    /** Folders below {@code root} that hold Java files, as paths relative to it. */
    private static Set<String> packages(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java"))
                    .map(file -> root.relativize(file.getParent()).toString().replace('\\', '/'))
                    .filter(folder -> !folder.isEmpty())
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static Set<String> matches(Pattern pattern, String text) {
        Set<String> found = new TreeSet<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }
}
