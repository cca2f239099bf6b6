package io.msgbench.result;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.Map;

/** Where a run ran: host, OS, JVM, cores, msgbench version, plus what the CLI adds (embedded broker). */
public record Environment(Map<String, String> values) {

    public static Environment capture(Map<String, String> extra) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("host", hostName());
        values.put(
                "os",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
        values.put("jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        values.put("cpus", String.valueOf(Runtime.getRuntime().availableProcessors()));
        values.put("maxHeapMB", String.valueOf(Runtime.getRuntime().maxMemory() / (1024 * 1024)));
        values.put("msgbenchVersion", version());
        values.putAll(extra);
        return new Environment(Map.copyOf(values));
    }

    public static String version() {
        String version = Environment.class.getPackage().getImplementationVersion();
        return version == null ? "0.1.0-SNAPSHOT" : version;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown";
        }
    }
}
