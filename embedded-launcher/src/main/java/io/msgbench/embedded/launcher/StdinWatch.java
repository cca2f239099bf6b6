package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.io.InputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The parent holds stdin open and writes nothing: end of stdin means it closed the pipe or died. */
final class StdinWatch {
    private static final Logger LOG = LoggerFactory.getLogger(StdinWatch.class);

    private StdinWatch() {}

    /** Runs {@code onEnd} on a daemon thread once stdin ends (or cannot be read). */
    static void start(InputStream stdin, Runnable onEnd) {
        Thread watcher = new Thread(
                () -> {
                    byte[] buffer = new byte[256];
                    try (InputStream in = stdin) {
                        while (in.read(buffer) != -1) {
                            // nothing to do with what arrives; only the end of the stream matters
                        }
                    } catch (IOException e) {
                        LOG.warn("reading stdin failed; stopping as if it had closed", e);
                    }
                    LOG.info("stdin closed; stopping");
                    onEnd.run();
                },
                "msgbench-stdin-watch");
        watcher.setDaemon(true);
        watcher.start();
    }
}
