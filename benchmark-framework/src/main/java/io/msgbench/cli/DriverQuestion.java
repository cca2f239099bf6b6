package io.msgbench.cli;

import io.msgbench.driver.DriverConfigCheck;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import java.util.Optional;
import java.util.function.Function;

/**
 * A driver loaded before any broker starts, to ask what it can do. A driver that cannot even load answers
 * nothing: its file's own check, which comes next, reports why.
 */
final class DriverQuestion {
    private DriverQuestion() {}

    static <T> Optional<T> ask(DriverLoader drivers, DriverSpec spec, Function<LoadedDriver, T> question) {
        try (LoadedDriver driver = drivers.load(spec)) {
            DriverConfigCheck.check(driver, spec); // a driver that wraps another learns which from its file
            return Optional.ofNullable(question.apply(driver));
        } catch (Exception e) {
            return Optional.empty();
        }
    }
}
