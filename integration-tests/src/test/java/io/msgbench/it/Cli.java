package io.msgbench.it;

import io.msgbench.cli.Main;

/** {@code bin/benchmark} in this JVM, with what it prints captured (see {@link ConsoleCapture}). */
final class Cli {
    record Outcome(int exit, String out, String err) {}

    private Cli() {}

    static Outcome run(String... args) {
        int[] exit = new int[1];
        ConsoleCapture.Printed printed = ConsoleCapture.capture(() -> exit[0] = Main.run(args));
        return new Outcome(exit[0], printed.out(), printed.err());
    }
}
