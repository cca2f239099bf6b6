package io.msgbench.driver.redis;

import io.msgbench.driver.api.DriverConfigException;
import java.util.Locale;

/** What redis-server does with an XADD before its reply: its append-only file's setting, as one variant. */
enum Aof {
    /** appendonly no: the entry is in memory only. */
    OFF("off", "AOF off (appendonly no): an acknowledged XADD is in the server's memory only"),
    /** appendonly yes, appendfsync no: written to the AOF, the kernel decides when it reaches the disk. */
    NO(
            "no",
            "AOF on, appendfsync no: the XADD reply comes once the entry is written to the AOF; the kernel"
                    + " decides when it reaches the disk"),
    EVERYSEC(
            "everysec",
            "AOF on, appendfsync everysec: the XADD reply comes once the entry is written to the"
                    + " AOF, which is fsynced about once a second (a machine crash can lose about the last second of"
                    + " acknowledged messages)"),
    ALWAYS("always", "AOF on, appendfsync always: the AOF is fsynced before the XADD reply");

    static final String EXPECTED = "expected off, no, everysec or always";

    private final String key;
    private final String words;

    Aof(String key, String words) {
        this.key = key;
        this.words = words;
    }

    String key() {
        return key;
    }

    String words() {
        return words;
    }

    /** The variant of the driver file's {@code aof} key. */
    static Aof parse(String value) {
        String wanted = value.strip().toLowerCase(Locale.ROOT);
        for (Aof aof : values()) {
            if (aof.key.equals(wanted)) {
                return aof;
            }
        }
        throw new DriverConfigException("aof", EXPECTED + ", got '" + value + "'");
    }

    /** The variant in force, from CONFIG GET's appendonly and appendfsync. */
    static Aof of(String appendonly, String appendfsync) {
        if (!"yes".equalsIgnoreCase(appendonly)) {
            return OFF;
        }
        return switch (appendfsync.toLowerCase(Locale.ROOT)) {
            case "always" -> ALWAYS;
            case "everysec" -> EVERYSEC;
            default -> NO;
        };
    }
}
