package io.msgbench.report;

import io.msgbench.config.ConfigException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Result files named on the command line: a file as given, a folder as the {@code *.json} files in it. */
public final class ResultPaths {
    private ResultPaths() {}

    public static List<Path> expand(List<Path> arguments) {
        List<Path> files = new ArrayList<>();
        for (Path argument : arguments) {
            if (Files.isDirectory(argument)) {
                files.addAll(jsonFilesIn(argument));
            } else if (Files.isRegularFile(argument)) {
                files.add(argument);
            } else {
                throw ConfigException.of(argument.toString(), null, null, "no such result file or folder");
            }
        }
        return List.copyOf(files);
    }

    private static List<Path> jsonFilesIn(Path folder) {
        try (Stream<Path> entries = Files.list(folder)) {
            List<Path> files = entries.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
            if (files.isEmpty()) {
                throw ConfigException.of(folder.toString(), null, null, "folder holds no result files (*.json)");
            }
            return files;
        } catch (IOException e) {
            throw ConfigException.of(folder.toString(), null, null, "cannot list: " + e.getMessage());
        }
    }
}
