package io.msgbench.it;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A test class that needs the machine to itself (say why beside it). Surefire runs these in a second pass, one
 * after another, once every other class has ended (the tag {@value #TAG}; see integration-tests/pom.xml):
 * among classes running side by side, JUnit's executor would hold one of its threads idle until everything
 * running had ended, each time. {@code @Isolated} keeps it alone when a single run selects it with others.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Isolated
@Tag(RunsAlone.TAG)
@interface RunsAlone {
    String TAG = "alone";
}
