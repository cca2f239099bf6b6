package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * docs/architecture.md's layout names every Maven module and, under each module it opens, exactly that module's
 * packages: the page a new engineer reads first stays true as modules and packages come and go or move.
 */
class ArchitectureDocTest {
    private static final Pattern MODULE = Pattern.compile("<module>([\\w-]+)</module>");
    /** A layout line that starts at the margin: a module or a folder of the checkout. */
    private static final Pattern FOLDER_ENTRY = Pattern.compile("(?m)^([\\w-]+)/");
    /** The second of two folders on one line ("workloads/, payload/"). */
    private static final Pattern SECOND_FOLDER_ENTRY = Pattern.compile("(?m)^[\\w-]+/, ([\\w-]+)/");
    /** A layout line indented two spaces: a package of the module above it, relative to io.msgbench. */
    private static final Pattern PACKAGE_ENTRY = Pattern.compile("(?m)^  ([a-z][\\w/]*)/ ");
    /** The modules whose packages the layout lists: the run core, the result document and the analysis. */
    private static final List<String> MODULES_WITH_PACKAGES =
            List.of("benchmark-framework", "result-document", "analysis");

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

        assertThat(folderEntries(home))
                .allSatisfy(folder -> assertThat(home.resolve(folder)).isDirectory());
    }

    @Test
    @Tag("quick")
    void eachModuleOfTheLayoutNamesExactlyItsOwnPackages() throws IOException {
        Path home = KafkaBroker.home();
        Map<String, Set<String>> documented = packagesByModule(layout(home));

        assertThat(documented.keySet()).containsExactlyInAnyOrderElementsOf(MODULES_WITH_PACKAGES);
        for (String module : MODULES_WITH_PACKAGES) {
            assertThat(documented.get(module))
                    .as(module)
                    .isEqualTo(packages(home.resolve(module).resolve("src/main/java/io/msgbench")));
        }
    }

    @Test
    void aMissingModuleOrPackageIsSeen() {
        String layout = "driver-api/   the SPI\n  config/   strict YAML\n";

        assertThat(matches(FOLDER_ENTRY, layout)).containsExactly("driver-api");
        assertThat(matches(PACKAGE_ENTRY, layout)).containsExactly("config").doesNotContain("workload");
    }

    @Test
    void aPackageListedUnderTheWrongModuleIsSeen() {
        String layout = """
                analysis/   reads results
                  report/   HTML
                benchmark-framework/   the run
                  measure/   clocks
                                         a continued line/ of text
                  gate/   compare
                """;

        assertThat(packagesByModule(layout))
                .containsExactly(
                        Map.entry("analysis", Set.of("report")),
                        Map.entry("benchmark-framework", Set.of("gate", "measure")));
    }

    /** The packages listed under each module line, for the modules that list any. */
    private static Map<String, Set<String>> packagesByModule(String layout) {
        Map<String, Set<String>> byModule = new TreeMap<>();
        String module = null;
        for (String line : layout.split("\n", -1)) {
            Matcher folder = FOLDER_ENTRY.matcher(line);
            Matcher pkg = PACKAGE_ENTRY.matcher(line);
            if (folder.lookingAt()) {
                module = folder.group(1);
            } else if (pkg.lookingAt() && module != null) {
                byModule.computeIfAbsent(module, m -> new TreeSet<>()).add(pkg.group(1));
            }
        }
        return byModule;
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
