package io.msgbench.it;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Opens a page in Debian's Chromium, headless, with a fresh profile and a dead proxy (so any attempt to
 * fetch from the network fails loudly), and returns the DOM after its scripts ran plus every console
 * message. {@code .ci/install-chromium} installs the browser.
 */
final class HeadlessChromium {
    private static final Pattern CONSOLE = Pattern.compile(":CONSOLE[^\\]]*\\] (.*)");
    private static final long TIMEOUT_SECONDS = 120;

    /** What the page became, and what it said on the console (errors, failed loads, logs). */
    record Page(String dom, List<String> console) {
        String bodyAttribute(String name) {
            Matcher body = Pattern.compile("<body[^>]*\\s" + Pattern.quote(name) + "=\"([^\"]*)\"")
                    .matcher(dom);
            return body.find() ? body.group(1) : null;
        }

        List<String> attributeValues(String name) {
            Matcher matcher = Pattern.compile("\\s" + Pattern.quote(name) + "=\"([^\"]*)\"")
                    .matcher(dom);
            List<String> values = new ArrayList<>();
            while (matcher.find()) {
                values.add(matcher.group(1));
            }
            return values;
        }
    }

    private HeadlessChromium() {}

    static Page open(Path html) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory("msgbench-chromium-");
        Path stderr = profile.resolve("stderr.log");
        Path dom = profile.resolve("dom.html");
        try {
            Process chromium = new ProcessBuilder(
                            binary(),
                            "--headless",
                            "--no-sandbox",
                            "--disable-gpu",
                            "--disable-quic",
                            "--no-first-run",
                            "--disable-background-networking",
                            "--disable-component-update",
                            "--disable-sync",
                            "--user-data-dir=" + profile.resolve("profile"),
                            "--proxy-server=http://127.0.0.1:9",
                            "--enable-logging=stderr",
                            "--v=0",
                            "--virtual-time-budget=10000",
                            "--dump-dom",
                            html.toUri().toString())
                    .redirectOutput(dom.toFile())
                    .redirectError(stderr.toFile())
                    .start();
            if (!chromium.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                chromium.destroyForcibly();
                throw new AssertionError("chromium did not finish within " + TIMEOUT_SECONDS + " s");
            }
            return new Page(Files.readString(dom, StandardCharsets.UTF_8), console(stderr));
        } finally {
            deleteTree(profile);
        }
    }

    private static List<String> console(Path stderr) throws IOException {
        List<String> messages = new ArrayList<>();
        for (String line : Files.readAllLines(stderr, StandardCharsets.UTF_8)) {
            Matcher matcher = CONSOLE.matcher(line);
            if (matcher.find()) {
                messages.add(matcher.group(1));
            }
        }
        return messages;
    }

    private static String binary() {
        for (String name : List.of("chromium", "chromium-browser")) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator, -1)) {
                if (Files.isExecutable(Path.of(dir, name))) {
                    return Path.of(dir, name).toString();
                }
            }
        }
        throw new AssertionError("Chromium is not installed; run .ci/install-chromium (Debian's chromium package)");
    }

    /** Best effort: a browser helper process may still be writing into the profile as it exits. */
    private static void deleteTree(Path root) {
        try (var paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // leftovers in the temporary folder do not affect the result
        }
    }
}
