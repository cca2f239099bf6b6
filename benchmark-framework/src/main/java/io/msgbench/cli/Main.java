package io.msgbench.cli;

import picocli.CommandLine;

/** The {@code bin/benchmark} entry point. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        ProcessExit.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (see {@link ExitCode}), without exiting: tests call this. */
    public static int run(String... args) {
        CommandLine commandLine = new CommandLine(new RunCommand())
                .addSubcommand(new ReportCommand())
                .addSubcommand(new CompareCommand())
                .addSubcommand(new SweepCommand())
                .addSubcommand(new NightlyCommand())
                .addSubcommand(new HistoryCommand())
                .addSubcommand(new StudyCommand())
                .addSubcommand("validate", new ValidateCommand());
        commandLine.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("error: " + e.getMessage());
            e.getCommandLine()
                    .getErr()
                    .println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName()
                            + " --help' for the options.");
            return ExitCode.BAD_INPUT;
        });
        return commandLine.execute(args);
    }
}
