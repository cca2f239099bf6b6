package io.msgbench.embedded.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadyFileTest {

    @Test
    void plainLinesInTheBrokersOrderWithoutEscapes(@TempDir Path dir) throws Exception {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("serviceUrl", "pulsar://127.0.0.1:6650");
        values.put("brokerVersion", "4.0.7");

        new ReadyFile(dir).write(values);

        assertThat(Files.readAllLines(dir.resolve("ready.properties")))
                .containsExactly("serviceUrl=pulsar://127.0.0.1:6650", "brokerVersion=4.0.7");
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).as("nothing left aside").containsExactly(dir.resolve("ready.properties"));
        }
    }

    /**
     * The parent polls for the file and reads it as soon as it exists: it must appear whole, by a rename,
     * never be created empty and then written. The file system's own events tell which happened.
     */
    @Test
    void appearsWholeByARenameNeverWrittenInPlace(@TempDir Path dir) throws Exception {
        List<String> events = new ArrayList<>();
        try (WatchService watcher = FileSystems.getDefault().newWatchService()) {
            dir.register(watcher, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);

            new ReadyFile(dir).write(Map.of("bootstrapServers", "127.0.0.1:9092"));
            Files.createFile(dir.resolve("after")); // events come in order: once this one is seen, all are

            while (!events.contains("ENTRY_CREATE after")) {
                WatchKey key = watcher.take();
                for (WatchEvent<?> event : key.pollEvents()) {
                    events.add(event.kind().name() + " " + event.context());
                }
                key.reset();
            }
        }
        assertThat(events)
                .filteredOn(e -> e.endsWith(" ready.properties"))
                .containsExactly("ENTRY_CREATE ready.properties");
        assertThat(events).contains("ENTRY_CREATE ready.properties.tmp");
    }

    @Test
    void deleteStaleRemovesAnEarlierRunsFile(@TempDir Path dir) throws Exception {
        ReadyFile readyFile = new ReadyFile(dir);
        readyFile.write(Map.of("bootstrapServers", "127.0.0.1:9092"));

        readyFile.deleteStale();

        assertThat(dir.resolve("ready.properties")).doesNotExist();
    }
}
