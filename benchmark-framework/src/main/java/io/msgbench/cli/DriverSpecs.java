package io.msgbench.cli;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A run's driver files for the checks before it, each parsed once, when a check first reaches it: a run whose
 * workloads need no such check parses none here, and a file that cannot be parsed is reported where it was before.
 */
final class DriverSpecs implements Iterable<DriverSpec> {
    private final List<Path> files;
    private final List<DriverSpec> parsed = new ArrayList<>();

    DriverSpecs(List<Path> files) {
        this.files = List.copyOf(files);
    }

    /** @throws io.msgbench.config.ConfigException for a file that cannot be parsed */
    DriverSpec get(int index) {
        while (parsed.size() <= index) {
            parsed.add(DriverSpecLoader.load(files.get(parsed.size())));
        }
        return parsed.get(index);
    }

    @Override
    public Iterator<DriverSpec> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < files.size();
            }

            @Override
            public DriverSpec next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return get(next++);
            }
        };
    }
}
