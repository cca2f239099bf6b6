package io.msgbench.embedded.kafka;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The command line: {@code --work-dir DIR [--set key=value ...] [--restart]}; {@code --restart} starts the
 * broker again on the data and ports its earlier start left in DIR.
 */
record LaunchOptions(Path workDir, Map<String, String> overrides, boolean restart) {
    static final String USAGE = "usage: EmbeddedKafkaMain --work-dir DIR [--set key=value ...] [--restart]";

    /** @throws IllegalArgumentException with the reason and the usage line */
    static LaunchOptions parse(String[] args) {
        Path workDir = null;
        Map<String, String> overrides = new LinkedHashMap<>();
        boolean restart = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--restart")) {
                restart = true;
                continue;
            }
            if (!arg.equals("--work-dir") && !arg.equals("--set")) {
                throw new IllegalArgumentException("unknown argument '" + arg + "'; " + USAGE);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(arg + " needs a value; " + USAGE);
            }
            String value = args[++i];
            if (arg.equals("--work-dir")) {
                workDir = Path.of(value).toAbsolutePath();
            } else {
                int equals = value.indexOf('=');
                if (equals <= 0) {
                    throw new IllegalArgumentException("--set expects key=value, got '" + value + "'; " + USAGE);
                }
                overrides.put(value.substring(0, equals).trim(), value.substring(equals + 1).trim());
            }
        }
        if (workDir == null) {
            throw new IllegalArgumentException("--work-dir is required; " + USAGE);
        }
        return new LaunchOptions(workDir, overrides, restart);
    }
}
