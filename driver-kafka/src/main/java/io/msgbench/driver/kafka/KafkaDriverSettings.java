package io.msgbench.driver.kafka;

import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.ReadFrom;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.common.utils.AppInfoParser;

/**
 * Reads the Kafka driver YAML (OMB's shape) into client properties, without connecting to anything.
 * <pre>{@code
 * KafkaDriverSettings settings = KafkaDriverSettings.parse(config);
 * Properties producer = settings.producerProperties();
 * }</pre>
 */
public final class KafkaDriverSettings {
    static final List<String> KEYS =
            List.of("replicationFactor", "topicConfig", "commonConfig", "producerConfig", "consumerConfig", "reset");

    private static final Duration DEFAULT_ADMIN_TIMEOUT = Duration.ofSeconds(30);
    /**
     * Kafka's -avg/-max client metrics cover two sample windows, 30 s each by default: a reading in the measure
     * phase would reach back into the warmup. Windows of 5 s keep a reading (every 10 s) within its own interval.
     */
    static final String METRICS_WINDOW_MS = "5000";

    private final int replicationFactor;
    private final Properties topicConfig;
    private final Properties commonConfig;
    private final Properties producerConfig;
    private final Properties consumerConfig;
    private final boolean reset;

    private KafkaDriverSettings(
            int replicationFactor,
            Properties topicConfig,
            Properties commonConfig,
            Properties producerConfig,
            Properties consumerConfig,
            boolean reset) {
        this.replicationFactor = replicationFactor;
        this.topicConfig = topicConfig;
        this.commonConfig = commonConfig;
        this.producerConfig = producerConfig;
        this.consumerConfig = consumerConfig;
        this.reset = reset;
    }

    /** @throws DriverConfigException for an unknown key, a bad value or a missing bootstrap.servers */
    public static KafkaDriverSettings parse(DriverConfig config) {
        config.rejectUnknownKeys(KEYS);
        int replicationFactor = config.positiveInteger("replicationFactor", 1);
        if (replicationFactor > Short.MAX_VALUE) {
            throw new DriverConfigException(
                    "replicationFactor", "must be at most " + Short.MAX_VALUE + ", got " + replicationFactor);
        }
        Properties common = config.properties("commonConfig");
        String bootstrap = common.getProperty("bootstrap.servers");
        if (bootstrap == null || bootstrap.isBlank()) {
            throw new DriverConfigException("commonConfig", "bootstrap.servers is required");
        }
        KafkaDriverSettings settings = new KafkaDriverSettings(
                replicationFactor,
                config.properties("topicConfig"),
                common,
                config.properties("producerConfig"),
                config.properties("consumerConfig"),
                config.bool("reset", false));
        settings.sections().forEach(KafkaConfigCheck::checkNames);
        KafkaConfigCheck.checkValues(settings);
        settings.adminTimeout(); // validates default.api.timeout.ms now rather than at connect time
        return settings;
    }

    private Map<String, Properties> sections() {
        return Map.of(
                "commonConfig",
                commonConfig,
                "producerConfig",
                producerConfig,
                "consumerConfig",
                consumerConfig,
                "topicConfig",
                topicConfig);
    }

    boolean commonHas(String key) {
        return commonConfig.containsKey(key);
    }

    boolean sectionHas(String section, String key) {
        return sections().get(section).containsKey(key);
    }

    public int replicationFactor() {
        return replicationFactor;
    }

    public boolean reset() {
        return reset;
    }

    public String bootstrapServers() {
        return commonConfig.getProperty("bootstrap.servers");
    }

    /**
     * How long admin calls may take, reaching the broker first among them: commonConfig's default.api.timeout.ms,
     * else 30 s (half Kafka's default, so that a wrong address is reported sooner).
     */
    public Duration adminTimeout() {
        String value = commonConfig.getProperty("default.api.timeout.ms");
        if (value == null) {
            return DEFAULT_ADMIN_TIMEOUT;
        }
        long millis;
        try {
            millis = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new DriverConfigException(
                    "commonConfig", "default.api.timeout.ms must be a number, got '" + value + "'");
        }
        if (millis <= 0) {
            throw new DriverConfigException("commonConfig", "default.api.timeout.ms must be positive, got " + millis);
        }
        return Duration.ofMillis(millis);
    }

    /** The producer's linger.ms: as configured, or Kafka's default (the value was checked by parse). */
    public long lingerMs() {
        String value = producerProperties().getProperty(ProducerConfig.LINGER_MS_CONFIG);
        return value != null
                ? Long.parseLong(value.trim())
                : ((Number) ProducerConfig.configDef().defaultValues().get(ProducerConfig.LINGER_MS_CONFIG))
                        .longValue();
    }

    public Properties adminProperties() {
        return copy(commonConfig);
    }

    public Properties producerProperties() {
        Properties properties = copy(commonConfig);
        properties.putAll(producerConfig);
        properties.putIfAbsent(ProducerConfig.METRICS_SAMPLE_WINDOW_MS_CONFIG, METRICS_WINDOW_MS);
        properties.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        properties.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, ByteArraySerializer.class.getName());
        return properties;
    }

    public Properties consumerProperties(String subscriptionName) {
        return consumerProperties(subscriptionName, null);
    }

    /** A new group starts at the beginning or the tail as asked; null keeps consumerConfig's auto.offset.reset. */
    public Properties consumerProperties(String subscriptionName, ReadFrom readFrom) {
        Properties properties = copy(commonConfig);
        properties.putAll(consumerConfig);
        properties.putIfAbsent(ConsumerConfig.METRICS_SAMPLE_WINDOW_MS_CONFIG, METRICS_WINDOW_MS);
        properties.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        properties.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        properties.put(ConsumerConfig.GROUP_ID_CONFIG, subscriptionName);
        if (readFrom != null) {
            properties.put(
                    ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, readFrom == ReadFrom.BEGINNING ? "earliest" : "latest");
        }
        return properties;
    }

    /** Kafka commits offsets itself unless enable.auto.commit is false; then the driver commits after each poll. */
    public boolean consumerAutoCommit() {
        String value = consumerProperties("unused").getProperty(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "true");
        return Boolean.parseBoolean(value.trim());
    }

    public Map<String, String> topicConfigMap() {
        Map<String, String> map = new LinkedHashMap<>();
        topicConfig.stringPropertyNames().forEach(name -> map.put(name, topicConfig.getProperty(name)));
        return map;
    }

    /** The settings in force, in plain words, for the result. */
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put("clientVersion", AppInfoParser.getVersion());
        description.put(
                "acks",
                producerConfig.getProperty(ProducerConfig.ACKS_CONFIG, "all").trim());
        description.put("replicationFactor", Integer.toString(replicationFactor));
        description.put("min.insync.replicas", topicConfig.getProperty("min.insync.replicas", "broker default"));
        description.put("durability", durability());
        putIfSet(description, producerConfig, ProducerConfig.LINGER_MS_CONFIG);
        putIfSet(description, producerConfig, ProducerConfig.BATCH_SIZE_CONFIG);
        return description;
    }

    private String durability() {
        String flushMessages = topicConfig.getProperty("flush.messages");
        if (flushMessages == null) {
            return "no fsync by the benchmark's settings (broker flush policy; page cache + replication)";
        }
        String n = flushMessages.trim();
        if (n.equals("1")) {
            return "fsync per message (topic flush.messages=1, flush.ms="
                    + topicConfig.getProperty("flush.ms", "broker default").trim() + ")";
        }
        return "fsync every " + n + " messages (topic flush.messages=" + n + ")";
    }

    private static void putIfSet(Map<String, String> description, Properties properties, String key) {
        String value = properties.getProperty(key);
        if (value != null) {
            description.put(key, value.trim());
        }
    }

    private static Properties copy(Properties source) {
        Properties copy = new Properties();
        copy.putAll(source);
        return copy;
    }
}
