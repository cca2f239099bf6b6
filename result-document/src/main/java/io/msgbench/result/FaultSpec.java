package io.msgbench.result;

import io.msgbench.config.DurationText;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One fault of a workload's {@code faults} list: what happens and when, as an offset into the measure phase.
 * <pre>{@code
 * faults:
 *   - at: 10s
 *     action: pause-broker
 *     duration: 5s          # how long the broker stays frozen
 *   - at: 20s
 *     action: kill-broker
 *   - at: 25s
 *     action: restart-broker
 *   - at: 40s
 *     action: command
 *     command: ssh broker-2 sudo systemctl restart kafka
 *     timeout: 2m           # default 1m
 *   - at: 50s
 *     action: kill-worker
 *     worker: 1             # index in --workers, from 0
 * }</pre>
 *
 * @param duration how long a pause lasts; only for {@code pause-broker}
 * @param command  the shell command; only for {@code command}
 * @param timeout  how long the command may run; only for {@code command}
 * @param worker   which worker JVM dies, from 0 in the order given; only for {@code kill-worker}
 */
public record FaultSpec(
        Duration at,
        FaultAction action,
        Optional<Duration> duration,
        Optional<String> command,
        Duration timeout,
        Optional<Integer> worker) {
    public static final Duration DEFAULT_COMMAND_TIMEOUT = Duration.ofMinutes(1);

    public FaultSpec {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(action, "action");
        if (action == FaultAction.PAUSE_BROKER && duration.isEmpty()) {
            throw new IllegalArgumentException("pause-broker needs a duration");
        }
        if (action == FaultAction.COMMAND && command.isEmpty()) {
            throw new IllegalArgumentException("command needs a command");
        }
        if (action == FaultAction.KILL_WORKER && worker.isEmpty()) {
            throw new IllegalArgumentException("kill-worker needs a worker");
        }
    }

    public static FaultSpec of(Duration at, FaultAction action) {
        return new FaultSpec(at, action, Optional.empty(), Optional.empty(), DEFAULT_COMMAND_TIMEOUT, Optional.empty());
    }

    public static FaultSpec killWorker(Duration at, int worker) {
        return new FaultSpec(
                at,
                FaultAction.KILL_WORKER,
                Optional.empty(),
                Optional.empty(),
                DEFAULT_COMMAND_TIMEOUT,
                Optional.of(worker));
    }

    public static FaultSpec pause(Duration at, Duration duration) {
        return new FaultSpec(
                at,
                FaultAction.PAUSE_BROKER,
                Optional.of(duration),
                Optional.empty(),
                DEFAULT_COMMAND_TIMEOUT,
                Optional.empty());
    }

    public static FaultSpec command(Duration at, String command, Duration timeout) {
        return new FaultSpec(
                at, FaultAction.COMMAND, Optional.empty(), Optional.of(command), timeout, Optional.empty());
    }

    /** {@code "pause-broker 5s at 10s"}, for progress lines and tables. */
    public String describe() {
        String what = action.yamlName()
                + duration.map(d -> " " + DurationText.format(d)).orElse("")
                + worker.map(w -> " " + w).orElse("");
        return what + " at " + DurationText.format(at);
    }

    /** The spec under its YAML keys, for the workload recorded in a result. */
    public Map<String, Object> asMap() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("at", DurationText.format(at));
        map.put("action", action.yamlName());
        duration.ifPresent(d -> map.put("duration", DurationText.format(d)));
        command.ifPresent(c -> {
            map.put("command", c);
            map.put("timeout", DurationText.format(timeout));
        });
        worker.ifPresent(w -> map.put("worker", w));
        return map;
    }
}
