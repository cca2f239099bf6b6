package io.msgbench.embedded.pravega;

import io.msgbench.driver.api.NearestName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * msgbench's own settings for the embedded Pravega ({@code --set storage=in-memory|bookkeeper}, {@code --set
 * journalSyncData=true|false}); every other setting is a Pravega property. msgbench's keys have no dot and
 * Pravega's all have one ({@code autoScale.cooldown.time.seconds}), so a key without a dot that is not one of
 * ours is a mistake, refused with a hint.
 *
 * @param bookKeeper      Tier 1 on a local bookie and Tier 2 on the filesystem, both in the work folder; else
 *                        the standalone's in-memory storage (the default)
 * @param journalSyncData BookKeeper's own key: the bookie fsyncs its journal before it acknowledges an entry
 */
record StorageSettings(boolean bookKeeper, boolean journalSyncData) {
    static final String STORAGE = "storage";
    static final String JOURNAL_SYNC_DATA = "journalSyncData";
    static final List<String> KEYS = List.of(STORAGE, JOURNAL_SYNC_DATA);
    static final String IN_MEMORY = "in-memory";
    static final String BOOKKEEPER = "bookkeeper";
    static final StorageSettings DEFAULT = new StorageSettings(false, true);

    /** @throws IllegalArgumentException in one line, for an unknown key or a value out of range */
    static StorageSettings of(Map<String, String> settings) {
        settings.keySet().stream()
                .filter(key -> !key.contains(".") && !KEYS.contains(key))
                .findFirst()
                .ifPresent(key -> {
                    throw new IllegalArgumentException("unknown setting '" + key + "'" + NearestName.hint(key, KEYS)
                            + "; the embedded Pravega takes storage (in-memory or bookkeeper), journalSyncData (true"
                            + " or false, with storage bookkeeper) and Pravega properties (keys with a dot)");
                });
        String storage = settings.getOrDefault(STORAGE, IN_MEMORY);
        if (!storage.equals(IN_MEMORY) && !storage.equals(BOOKKEEPER)) {
            throw new IllegalArgumentException(STORAGE + ": expected in-memory or bookkeeper, got '" + storage + "'"
                    + NearestName.hint(storage, List.of(IN_MEMORY, BOOKKEEPER)));
        }
        boolean bookKeeper = storage.equals(BOOKKEEPER);
        String sync = settings.get(JOURNAL_SYNC_DATA);
        if (sync == null) {
            return new StorageSettings(bookKeeper, true); // BookKeeper's default
        }
        if (!bookKeeper) {
            throw new IllegalArgumentException(
                    JOURNAL_SYNC_DATA + ": only with storage bookkeeper (in-memory" + " storage has no journal)");
        }
        if (!sync.equals("true") && !sync.equals("false")) {
            throw new IllegalArgumentException(JOURNAL_SYNC_DATA + ": expected true or false, got '" + sync + "'");
        }
        return new StorageSettings(true, Boolean.parseBoolean(sync));
    }

    /** The settings that are Pravega properties: all but msgbench's own. */
    static Map<String, String> pravegaProperties(Map<String, String> settings) {
        Map<String, String> properties = new LinkedHashMap<>(settings);
        KEYS.forEach(properties::remove);
        return properties;
    }

    String storage() {
        return bookKeeper ? BOOKKEEPER : IN_MEMORY;
    }
}
