package io.msgbench.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Each test class's wall time, from its first callback to its last (its brokers' start included when it was the
 * first to ask), one line per class in {@code target/class-times.tsv} ({@code class-times-alone.tsv} for the classes
 * that run alone): seconds, then the class. Surefire's own
 * per-class times are wrong when classes run side by side (it credits one class with another's tests).
 * Registered for every test class (META-INF/services); {@code sort -rn} on the file lists the slowest first.
 */
public final class ClassTimes implements BeforeAllCallback, AfterAllCallback {
    /** This JVM's file: each surefire execution has its own (integration-tests/pom.xml). */
    private static final Path FILE = Path.of(System.getProperty("it.class.times", "target/class-times.tsv"));

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ClassTimes.class);

    static {
        try {
            Files.deleteIfExists(FILE); // this test run's times only
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(NAMESPACE).put("start", System.nanoTime());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        long nanos = System.nanoTime() - context.getStore(NAMESPACE).get("start", Long.class);
        String line = String.format(
                Locale.ROOT,
                "%.1f\t%s%n",
                nanos / 1e9,
                context.getRequiredTestClass().getName());
        synchronized (ClassTimes.class) {
            try {
                Files.createDirectories(FILE.getParent());
                Files.writeString(
                        FILE, line, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
