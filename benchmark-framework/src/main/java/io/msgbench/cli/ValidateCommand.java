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
import picocli.CommandLine.Parameters;

/**
 * {@code benchmark validate FILE...}: checks workload and driver files without running anything or connecting
 * to a broker. A file with a {@code driverClass} key is a driver file, checked as every run checks it before it
 * starts ({@link DriverFileCheck}). Every problem is one line on stderr; exit 2 if any.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Checks workload and driver files without running anything; one line per problem."},
        exitCodeListHeading = "Exit codes:%n", exitCodeList = {"0:every file is valid", "2:a file has problems"})
final class ValidateCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Workload and driver YAML files.")
    List<Path> files = new ArrayList<>();

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
        Path home = MsgbenchHome.find();
        DriverFileCheck driverCheck = new DriverFileCheck(home, new DriverLoader(DriverFolders.under(home)));
        int problems = 0;
        for (Path file : files) {
            List<String> found = check(file, driverCheck);
            found.forEach(problem -> err.println("error: " + problem));
            problems += found.size();
        }
        if (problems > 0) {
            err.println(problems + " problem(s) in " + files.size() + " file(s)");
            return ExitCode.BAD_INPUT;
        }
        return ExitCode.OK;
    }

    private List<String> check(Path file, DriverFileCheck driverCheck) {
        try {
            if (YamlMapFile.read(file, "workload or driver").entries().containsKey("driverClass")) {
                DriverSpec spec = driverCheck.check(file);
                out.println("ok: " + file + " (driver " + spec.name() + ", " + spec.driverClass() + ")");
            } else {
                Workload workload = WorkloadLoader.load(file);
                out.println("ok: " + file + " (workload " + workload.name() + ")");
            }
            return List.of();
        } catch (ConfigException e) {
            return e.problems();
        }
    }
}
