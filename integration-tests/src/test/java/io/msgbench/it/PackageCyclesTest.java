package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * No two packages of the main code (every module's src/main/java) depend on each other, directly or through
 * others: the layout can be read from the bottom up. A package depends on another when one of its files
 * imports from it.
 */
class PackageCyclesTest {
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(io\\.msgbench\\.[\\w.]+);");

    @Test
    @Tag("quick")
    void theMainCodeHasNoPackageCycle() throws IOException {
        Map<String, Set<String>> imports = packageImports(KafkaBroker.home());

        assertThat(imports).as("packages read").hasSizeGreaterThan(20);
        assertThat(cycles(imports)).as("packages that depend on each other").isEmpty();
    }

    @Test
    void aCycleIsFound() {
        Map<String, Set<String>> imports =
                Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));

        assertThat(cycles(imports)).containsExactly(List.of("a", "b", "c"));
    }

    private static Map<String, Set<String>> packageImports(Path home) throws IOException {
        Map<String, Set<String>> imports = new TreeMap<>();
        try (Stream<Path> files = Files.walk(home)) {
            for (Path file : files.filter(PackageCyclesTest::isMainSource).toList()) {
                String source = Files.readString(file);
                Matcher declared = PACKAGE.matcher(source);
                if (!declared.find()) {
                    continue;
                }
                Set<String> imported = imports.computeIfAbsent(declared.group(1), p -> new TreeSet<>());
                Matcher names = IMPORT.matcher(source);
                while (names.find()) {
                    imported.add(packageOf(names.group(1)));
                }
                imported.remove(declared.group(1));
            }
        }
        return imports;
    }

    private static boolean isMainSource(Path file) {
        String path = file.toString().replace('\\', '/');
        return path.endsWith(".java") && path.contains("/src/main/java/") && !path.contains("/target/");
    }

    /** The package of an imported name: the parts before the first that starts with a capital (the class). */
    private static String packageOf(String name) {
        List<String> parts = new ArrayList<>();
        for (String part : name.split("\\.", -1)) {
            if (Character.isUpperCase(part.charAt(0))) {
                break;
            }
            parts.add(part);
        }
        return String.join(".", parts);
    }

    /** The strongly connected components of more than one package (Tarjan), each sorted. */
    static List<List<String>> cycles(Map<String, Set<String>> imports) {
        return new Tarjan(imports).components();
    }

    private static final class Tarjan {
        private final Map<String, Set<String>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final List<List<String>> found = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
        }

        List<List<String>> components() {
            new TreeSet<>(edges.keySet()).forEach(node -> {
                if (!index.containsKey(node)) {
                    visit(node);
                }
            });
            return found;
        }

        private void visit(String node) {
            index.put(node, index.size());
            low.put(node, index.get(node));
            stack.push(node);
            for (String next : edges.getOrDefault(node, Set.of())) {
                if (!index.containsKey(next)) {
                    visit(next);
                    low.put(node, Math.min(low.get(node), low.get(next)));
                } else if (stack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
            }
            if (low.get(node).equals(index.get(node))) {
                List<String> component = new ArrayList<>();
                String member;
                do {
                    member = stack.pop();
                    component.add(member);
                } while (!member.equals(node));
                if (component.size() > 1) {
                    component.sort(null);
                    found.add(component);
                }
            }
        }
    }
}
