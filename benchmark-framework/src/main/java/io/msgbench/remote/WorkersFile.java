package io.msgbench.remote;

import io.msgbench.config.FieldReader;
import io.msgbench.config.Problems;
import io.msgbench.config.YamlEntry;
import io.msgbench.config.YamlMapFile;
import io.msgbench.coordinator.SplitMode;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The workers of a distributed run, as the deploy scripts write them:
 * <pre>{@code
 * workers:
 *   - http://10.0.0.11:8090
 *   - http://10.0.0.12:8090
 * mode: split        # optional: split (default), swarm or extra-consumers
 * }</pre>
 * Unknown keys and bad addresses are errors naming file and line.
 */
public final class WorkersFile {
    private static final Set<String> KEYS = Set.of("workers", "mode");

    /** The workers' base URLs and the split mode, when the file names one. */
    public record Workers(List<URI> urls, Optional<SplitMode> mode) {}

    private WorkersFile() {}

    public static Workers load(Path file) {
        YamlMapFile yaml = YamlMapFile.read(file, "workers");
        Problems problems = new Problems(yaml.fileName());
        FieldReader fields = new FieldReader(yaml, problems);
        fields.rejectUnknownKeys(KEYS);
        List<URI> urls = new ArrayList<>();
        fields.textList("workers").ifPresent(list -> {
            YamlEntry entry = fields.entry("workers").orElseThrow();
            for (int i = 0; i < list.size(); i++) {
                String text = list.get(i);
                int line = entry.itemLine(i);
                parseUrl(text).ifPresentOrElse(urls::add, () -> problems.add(line, "workers", urlProblem(text)));
            }
        });
        if (!fields.has("workers")) {
            problems.add(null, "workers", "missing: list the workers' URLs, e.g. '- http://10.0.0.11:8090'");
        } else if (urls.isEmpty() && problems.isEmpty()) {
            problems.add(fields.lineOf("workers"), "workers", "the list is empty");
        }
        Optional<SplitMode> mode = fields.text("mode").flatMap(text -> {
            Optional<SplitMode> parsed = parseMode(text);
            if (parsed.isEmpty()) {
                problems.add(fields.lineOf("mode"), "mode", "expected " + SplitMode.choices() + ", got '" + text + "'");
            }
            return parsed;
        });
        problems.throwIfAny();
        return new Workers(List.copyOf(urls), mode);
    }

    /** A worker's base URL: {@code http://host:port}, nothing after the port. */
    public static Optional<URI> parseUrl(String text) {
        try {
            URI uri = new URI(text.trim());
            boolean bare = uri.getRawPath() == null
                    || uri.getRawPath().isEmpty()
                    || uri.getRawPath().equals("/");
            if ("http".equals(uri.getScheme())
                    && uri.getHost() != null
                    && uri.getPort() > 0
                    && bare
                    && uri.getRawQuery() == null) {
                return Optional.of(URI.create("http://" + uri.getRawAuthority()));
            }
        } catch (java.net.URISyntaxException e) {
            // reported by the caller with the text
        }
        return Optional.empty();
    }

    public static String urlProblem(String text) {
        return "'" + text + "' is not a worker URL; expected http://HOST:PORT";
    }

    public static Optional<SplitMode> parseMode(String text) {
        for (SplitMode mode : SplitMode.values()) {
            if (mode.label().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
