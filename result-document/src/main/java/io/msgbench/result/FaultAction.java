package io.msgbench.result;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** What a fault does, under the name a workload file uses for it. */
public enum FaultAction {
    /** SIGKILL the embedded broker: a crash; what it had not written to disk is gone. */
    KILL_BROKER("kill-broker", true),
    /** SIGTERM the embedded broker: a clean service stop. */
    STOP_BROKER("stop-broker", true),
    /** SIGSTOP the embedded broker for {@code duration}, then SIGCONT: a long GC pause or a hung disk. */
    PAUSE_BROKER("pause-broker", true),
    /** Start the embedded broker again on its data and ports after a kill or stop. */
    RESTART_BROKER("restart-broker", true),
    /** Run a shell command (for a real cluster, e.g. an ssh line that restarts a service). */
    COMMAND("command", false),
    /** Make worker JVM {@code worker} of a distributed run die at once (it halts itself when told). */
    KILL_WORKER("kill-worker", false);

    private final String yamlName;
    private final boolean needsEmbeddedBroker;

    FaultAction(String yamlName, boolean needsEmbeddedBroker) {
        this.yamlName = yamlName;
        this.needsEmbeddedBroker = needsEmbeddedBroker;
    }

    public String yamlName() {
        return yamlName;
    }

    /** True when the action acts on the process of a broker that msgbench started itself. */
    public boolean needsEmbeddedBroker() {
        return needsEmbeddedBroker;
    }

    public static Optional<FaultAction> byName(String name) {
        return Arrays.stream(values())
                .filter(action -> action.yamlName.equals(name))
                .findFirst();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(FaultAction::yamlName).toList();
    }
}
