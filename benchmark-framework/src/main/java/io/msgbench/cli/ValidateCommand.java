package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.config.YamlMapFile;
import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.workload.Workload;
import io.msgbench.workload.WorkloadLoader;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code benchmark validate FILE...}: checks workload and driver files without running anything or connecting
 * to a broker. A file with a {@code driverClass} key is a driver file, checked as every run checks it before it
 * starts ({@link DriverFileCheck}). Every problem is one line on stderr; exit 2 if any.
 */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        description = {
            "Checks workload and driver files without running anything; one line per problem.",
            "A driver file gets exactly the checks a run makes before it connects."
        },
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:every file is valid", "2:a file has problems"})
final class ValidateCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "Workload and driver YAML files (a driver file has driverClass).")
    List<Path> files = new ArrayList<>();

    @Option(
            names = {"-d", "--drivers"},
            split = ",",
            paramLabel = "DRIVER",
            description = "Driver YAML files, comma-separated, as a run takes them: checked as driver files.")
    List<Path> drivers = new ArrayList<>();

    private final PrintStream out;
    private final PrintStream err;

    ValidateCommand() {
        this(System.out, System.err);
    }

    ValidateCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        if (files.isEmpty() && drivers.isEmpty()) {
            err.println("error: validate: give the files to check (FILE... or --drivers DRIVER,...)");
            return ExitCode.BAD_INPUT;
        }
        Path home = MsgbenchHome.find();
        DriverFileCheck driverCheck = new DriverFileCheck(home, new DriverLoader(DriverFolders.under(home)));
        int problems = 0;
        for (Path file : drivers) {
            problems += report(() -> checkDriver(file, driverCheck));
        }
        for (Path file : files) {
            problems += report(() -> check(file, driverCheck));
        }
        if (problems > 0) {
            err.println(problems + " problem(s) in " + (drivers.size() + files.size()) + " file(s)");
            return ExitCode.BAD_INPUT;
        }
        return ExitCode.OK;
    }

    /** Prints each problem of one file's check as a line; returns how many. */
    private int report(Runnable check) {
        try {
            check.run();
            return 0;
        } catch (ConfigException e) {
            e.problems().forEach(problem -> err.println("error: " + problem));
            return e.problems().size();
        }
    }

    private void check(Path file, DriverFileCheck driverCheck) {
        if (YamlMapFile.read(file, "workload or driver").entries().containsKey("driverClass")) {
            checkDriver(file, driverCheck);
        } else {
            Workload workload = WorkloadLoader.load(file);
            out.println("ok: " + file + " (workload " + workload.name() + ")");
        }
    }

    private void checkDriver(Path file, DriverFileCheck driverCheck) {
        DriverSpec spec = driverCheck.check(file);
        out.println("ok: " + file + " (driver " + spec.name() + ", " + spec.driverClass() + ")");
    }
}
