package io.msgbench.driver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Where drivers live: a folder of jars per driver, <code>&lt;home&gt;/driver-*&#47;target/lib</code> in a source
 * checkout (what {@code mvn package} builds) or {@code <home>/lib/drivers/*} in a distribution.
 */
public final class DriverFolders {
    private DriverFolders() {}

    public static List<Path> under(Path home) {
        List<Path> folders = new ArrayList<>();
        for (Path module : subfolders(home)) {
            Path lib = module.resolve("target/lib");
            if (module.getFileName().toString().startsWith("driver-") && Files.isDirectory(lib)) {
                folders.add(lib);
            }
        }
        Path distribution = home.resolve("lib/drivers");
        if (Files.isDirectory(distribution)) {
            folders.addAll(subfolders(distribution));
        }
        return folders;
    }

    private static List<Path> subfolders(Path parent) {
        try (Stream<Path> children = Files.list(parent)) {
            return children.filter(Files::isDirectory).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static URL[] jars(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            List<URL> urls = new ArrayList<>();
            for (Path jar :
                    files.filter(f -> f.toString().endsWith(".jar")).sorted().toList()) {
                urls.add(jar.toUri().toURL());
            }
            return urls.toArray(URL[]::new);
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
