package io.msgbench.embedded.pravega;

import io.msgbench.embedded.launcher.Broker;
import io.msgbench.embedded.launcher.LaunchOptions;
import io.msgbench.embedded.launcher.Launcher;
import io.msgbench.embedded.launcher.Readiness;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.BooleanSupplier;

/**
 * A Pravega standalone (ZooKeeper, controller, segment store) for the framework, run as a child JVM by the
 * {@link Launcher}. Settings: {@code storage} ({@code in-memory}, the default, or {@code bookkeeper}) and
 * {@code journalSyncData} ({@link StorageSettings}); every other one is a Pravega configuration property
 * ({@code singlenode.*}, {@code pravegaservice.*}, {@code autoScale.*}, ...).
 *
 * <p>Its ready file says {@code controllerURI}, {@code brokerVersion}, {@code durability}, {@code storage},
 * {@code autoScaleCooldownSeconds} and {@code segmentStoreCacheBytes} (the running segment store's cache limit);
 * on BookKeeper also {@code journalDir}, {@code ledgerDir} and {@code longTermStorageDir}.
 */
public final class EmbeddedPravegaMain implements Broker {
    static {
        // before the first logger: pravega-controller's jar ships a logback.xml too, and class-path order decides
        System.setProperty("logback.configurationFile", "msgbench-logback.xml");
    }

    static final String DURABILITY = "in-memory: Pravega standalone with in-memory Tier 1 and Tier 2 storage, no"
            + " BookKeeper and no fsync; acknowledged events live in the standalone's heap and are lost when it stops";
    private static final Duration READY_LIMIT = Duration.ofMinutes(2);

    private StandaloneConfig config;
    private PravegaNode node;

    public static void main(String[] args) {
        Launcher.launch(new EmbeddedPravegaMain(), args);
    }

    @Override
    public void checkSettings(Map<String, String> settings) {
        StorageSettings.of(settings);
    }

    @Override
    public String name() {
        return "Pravega";
    }

    @Override
    public void start(LaunchOptions options) throws Exception {
        config = StandaloneConfig.withFreePorts(options.settings(), options.workDir());
        writeConfig(config, options.workDir().resolve("standalone.properties"));
        node = PravegaNode.start(config, options.workDir());
    }

    @Override
    public boolean awaitReady(BooleanSupplier stopRequested) throws InterruptedException {
        return Readiness.of("Pravega", READY_LIMIT)
                .await(() -> ReadinessProbe.attempt(config.controllerUri()), stopRequested)
                .isPresent();
    }

    @Override
    public Map<String, String> readyValues() {
        Map<String, String> values = readyValues(config, node.bookKeeper());
        values.put("segmentStoreCacheBytes", Long.toString(node.segmentStoreCacheBytes()));
        return values;
    }

    @Override
    public void stop() throws Exception {
        if (node != null) {
            node.stop();
        }
    }

    static Map<String, String> readyValues(StandaloneConfig config, Optional<LocalBookKeeper> bookKeeper) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("controllerURI", config.controllerUri());
        values.put("brokerVersion", pravegaVersion());
        values.put("durability", bookKeeper.map(bk -> durability(bk, config)).orElse(DURABILITY));
        values.put("storage", bookKeeper.isPresent() ? StorageSettings.BOOKKEEPER : StorageSettings.IN_MEMORY);
        values.put("autoScaleCooldownSeconds", config.get(StandaloneConfig.COOLDOWN));
        bookKeeper.ifPresent(bk -> {
            values.put("journalDir", bk.journalDir().toString());
            values.put("ledgerDir", bk.ledgerDir().toString());
            values.put("longTermStorageDir", config.get(StandaloneConfig.LTS_ROOT));
        });
        return values;
    }

    /** From the running bookie's configuration and the segment store's settings, not from the command line. */
    static String durability(LocalBookKeeper bookKeeper, StandaloneConfig config) {
        String journal = bookKeeper.journalSyncData()
                ? "journal fsync per entry before the acknowledgement (journalSyncData=true)"
                : "journal not synced: an entry is acknowledged once written to the page cache, before any fsync,"
                        + " so a machine crash can lose acknowledged events (journalSyncData=false)";
        return "bookkeeper: Pravega segment store on BookKeeper, " + (bookKeeper.bookieRunning() ? 1 : 0)
                + " local bookie (ensemble " + config.get(StandaloneConfig.ENSEMBLE) + "), " + journal
                + "; journal and ledgers on disk in the broker's work folder; filesystem long-term storage in the"
                + " work folder";
    }

    private static void writeConfig(StandaloneConfig config, Path file) throws IOException {
        try (var writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            config.properties().store(writer, "Pravega settings used by msgbench EmbeddedPravegaMain");
        }
    }

    private static String pravegaVersion() {
        try (InputStream in = EmbeddedPravegaMain.class.getResourceAsStream("/msgbench-embedded-pravega.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties.getProperty("pravegaVersion", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
