package io.msgbench.embedded.pravega;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The command line: {@code --work-dir DIR [--set key=value ...]}. Each setting is a Pravega configuration
 * property ({@code singlenode.*}, {@code pravegaservice.*}, {@code autoScale.*}, ...).
 */
record LaunchOptions(Path workDir, Map<String, String> settings) {
    static final String USAGE = "usage: EmbeddedPravegaMain --work-dir DIR [--set key=value ...]";

    /** @throws IllegalArgumentException with the reason and the usage line */
    static LaunchOptions parse(String[] args) {
        Path workDir = null;
        Map<String, String> settings = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i += 2) {
            String option = args[i];
            if (!option.equals("--work-dir") && !option.equals("--set")) {
                throw new IllegalArgumentException("unknown argument '" + option + "'; " + USAGE);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(option + " needs a value; " + USAGE);
            }
            String value = args[i + 1];
            if (option.equals("--work-dir")) {
                workDir = Path.of(value).toAbsolutePath();
                continue;
            }
            int equals = value.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("--set expects key=value, got '" + value + "'; " + USAGE);
            }
            settings.put(value.substring(0, equals).trim(), value.substring(equals + 1).trim());
        }
        if (workDir == null) {
            throw new IllegalArgumentException("--work-dir is required; " + USAGE);
        }
        return new LaunchOptions(workDir, settings);
    }
}
