package io.msgbench.it;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * {@code System.out} and {@code System.err} of this test JVM, where test classes run side by side: what a thread
 * prints goes to the capture its thread (or the thread that started it) opened, so that each {@link Cli#run} sees
 * what its own CLI run printed and not what a test beside it logged, and several CLI runs can go at once. A
 * thread of a test prints to the console. A thread that belongs to no open capture (a pool thread created before
 * it, or one a finished run left behind) prints to the capture open at the time when there is only one, as it did
 * when {@code Cli.run} swapped {@code System.out}, and to the console otherwise. Registered for every test class
 * (META-INF/services), so that each test's thread is marked as the console's.
 */
public final class ConsoleCapture implements BeforeAllCallback, BeforeEachCallback {
    private static final PrintStream CONSOLE_OUT = System.out;
    private static final PrintStream CONSOLE_ERR = System.err;
    /** The capture of this thread: inherited by the threads it starts; {@link #CONSOLE} for a test's own threads. */
    private static final InheritableThreadLocal<Capture> OWNER = new InheritableThreadLocal<>();

    private static final Capture CONSOLE = new Capture();
    private static final Set<Capture> OPEN = ConcurrentHashMap.newKeySet();

    static {
        System.setOut(new PrintStream(new Routed(true), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new Routed(false), true, StandardCharsets.UTF_8));
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        OWNER.set(CONSOLE);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        OWNER.set(CONSOLE);
    }

    /** What was printed while {@code action} ran, on its thread and the threads it started. */
    static Printed capture(Runnable action) {
        Capture capture = new Capture();
        Capture before = OWNER.get();
        OWNER.set(capture);
        OPEN.add(capture);
        try {
            action.run();
        } finally {
            System.out.flush();
            System.err.flush();
            OPEN.remove(capture);
            capture.closed = true;
            OWNER.set(before);
        }
        return new Printed(capture.out.toString(StandardCharsets.UTF_8), capture.err.toString(StandardCharsets.UTF_8));
    }

    /** What a capture collected. */
    record Printed(String out, String err) {}

    private static final class Capture {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        volatile boolean closed;
    }

    /** Picks the stream for the writing thread at each write. */
    private static final class Routed extends OutputStream {
        private final boolean out;

        Routed(boolean out) {
            this.out = out;
        }

        private OutputStream target() {
            Capture owner = OWNER.get();
            Capture capture = owner != null && !owner.closed ? owner : onlyOpen();
            if (capture == null || capture == CONSOLE) {
                return out ? CONSOLE_OUT : CONSOLE_ERR;
            }
            return out ? capture.out : capture.err;
        }

        /** The one capture open now, or null when none or several are. */
        private static Capture onlyOpen() {
            Capture only = null;
            for (Capture capture : OPEN) {
                if (only != null) {
                    return null;
                }
                only = capture;
            }
            return only;
        }

        @Override
        public void write(int b) {
            OutputStream target = target();
            synchronized (target) {
                try {
                    target.write(b);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            OutputStream target = target();
            synchronized (target) {
                try {
                    target.write(bytes, offset, length);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }

        @Override
        public void flush() {
            (out ? CONSOLE_OUT : CONSOLE_ERR).flush();
        }
    }
}
