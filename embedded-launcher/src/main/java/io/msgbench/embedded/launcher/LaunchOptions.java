package io.msgbench.embedded.launcher;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The command line of every embedded broker: {@code --work-dir DIR [--set key=value ...] [--restart]
 * [--temporary]}. {@code --restart} starts the broker again on the data and ports its earlier start left in
 * DIR; {@code --temporary} says DIR belongs to the parent, which is done with it once stdin closes.
 * {@code --check [--set key=value ...] [--restart]} only checks the settings, and with {@code --restart} that the
 * broker can start again on its data: exit 0, or 2 with the reason on stderr.
 */
public record LaunchOptions(
        Path workDir, Map<String, String> settings, boolean restart, boolean temporary, boolean check) {

    /** @throws IllegalArgumentException with the reason and the usage line */
    public static LaunchOptions parse(String[] args, String program) {
        String usage = usage(program);
        Path workDir = null;
        Map<String, String> settings = new LinkedHashMap<>();
        boolean restart = false;
        boolean temporary = false;
        boolean check = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--restart") || arg.equals("--temporary") || arg.equals("--check")) {
                restart |= arg.equals("--restart");
                temporary |= arg.equals("--temporary");
                check |= arg.equals("--check");
                continue;
            }
            if (!arg.equals("--work-dir") && !arg.equals("--set")) {
                throw new IllegalArgumentException("unknown argument '" + arg + "'; " + usage);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(arg + " needs a value; " + usage);
            }
            String value = args[++i];
            if (arg.equals("--work-dir")) {
                workDir = Path.of(value).toAbsolutePath();
            } else {
                putSetting(settings, value, usage);
            }
        }
        if (workDir == null && !check) {
            throw new IllegalArgumentException("--work-dir is required; " + usage);
        }
        return new LaunchOptions(workDir, settings, restart, temporary, check);
    }

    public static String usage(String program) {
        return "usage: " + program + " --work-dir DIR [--set key=value ...] [--restart] [--temporary]"
                + " | --check [--set key=value ...]";
    }

    private static void putSetting(Map<String, String> settings, String keyValue, String usage) {
        int equals = keyValue.indexOf('=');
        if (equals <= 0) {
            throw new IllegalArgumentException("--set expects key=value, got '" + keyValue + "'; " + usage);
        }
        settings.put(
                keyValue.substring(0, equals).trim(),
                keyValue.substring(equals + 1).trim());
    }
}
