package io.msgbench.driver;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.BenchmarkDriver;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Test;

class LoadedDriverTest {

    /**
     * A method the SPI adds with a default would otherwise answer for every loaded driver with the default, and
     * a driver's own answer would never reach the run.
     */
    @Test
    void passesEveryDriverMethodOnToTheLoadedDriver() {
        for (Method method : BenchmarkDriver.class.getMethods()) {
            assertThat(declares(method)).as(method.toString()).isTrue();
        }
    }

    private static boolean declares(Method method) {
        try {
            return LoadedDriver.class
                    .getDeclaredMethod(method.getName(), method.getParameterTypes())
                    .getDeclaringClass()
                    .equals(LoadedDriver.class);
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
