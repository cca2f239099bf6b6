package io.msgbench.perf;

import io.msgbench.driver.DriverFolders;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.driver.EmbeddedBrokerSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.embedded.EmbeddedBroker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * An embedded Kafka broker (its own JVM) with the settings of {@code driver-kafka/kafka-embedded.yaml}
 * resolved against it, for msgbench and Kafka's own tools side by side; creates the tools' topics
 * through msgbench's Kafka driver and deletes them, then stops the broker, on {@link #close()}.
 */
final class KafkaBench implements AutoCloseable {
    static final String DRIVER_FILE = "driver-kafka/kafka-embedded.yaml";

    private final EmbeddedBroker broker;
    private final DriverSpec spec;
    private final Map<String, String> producerProps;
    private final LoadedDriver driver;
    private final List<String> created = new ArrayList<>();

    private KafkaBench(EmbeddedBroker broker, DriverSpec spec, LoadedDriver driver) {
        this.broker = broker;
        this.spec = spec;
        this.producerProps = producerProps(spec);
        this.driver = driver;
    }

    static KafkaBench start(SuiteSettings settings) {
        EmbeddedBroker broker =
                EmbeddedBroker.start(settings.home(), EmbeddedBrokerSpec.of("kafka"), Duration.ofMinutes(2));
        try {
            DriverSpec spec =
                    DriverSpecLoader.load(settings.driverFile(DRIVER_FILE)).withPlaceholders(broker.placeholders());
            LoadedDriver driver = new DriverLoader(DriverFolders.under(settings.home())).load(spec);
            driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
            return new KafkaBench(broker, spec, driver);
        } catch (RuntimeException e) {
            broker.close();
            throw e;
        }
    }

    /** msgbench's driver file, resolved against this broker. */
    DriverSpec spec() {
        return spec;
    }

    /** bootstrap.servers and the driver file's producerConfig, as ProducerPerformance's --producer-props. */
    Map<String, String> producerProps() {
        return producerProps;
    }

    String bootstrapServers() {
        return producerProps.get("bootstrap.servers");
    }

    /** The broker JVM's CPU time so far, every thread included. */
    long brokerCpuNanos() {
        return ProcessHandle.of(broker.pid())
                .flatMap(p -> p.info().totalCpuDuration())
                .map(Duration::toNanos)
                .orElseThrow(() -> new IllegalStateException("the broker's CPU time cannot be read"));
    }

    /** Creates a one-partition topic for Kafka's tools; it is deleted on {@link #close()}. */
    String createTopic(String name) throws Exception {
        String topic = driver.topicNamePrefix() + "-producer-performance-" + name + "-" + System.nanoTime();
        driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
        created.add(topic);
        return topic;
    }

    /**
     * Creates one-partition topics named {@code prefix-name} in one call of the driver and waits until the broker
     * describes the last of them; they are deleted on {@link #close()}.
     */
    List<String> createTopics(List<String> names) throws Exception {
        List<String> topics = names.stream()
                .map(name -> driver.topicNamePrefix() + "-" + name + "-" + System.nanoTime())
                .toList();
        created.addAll(topics);
        driver.createTopics(topics, 1).get(600, TimeUnit.SECONDS);
        String last = topics.get(topics.size() - 1);
        while (driver.partitionCount(last).get(60, TimeUnit.SECONDS).isEmpty()) {
            Thread.sleep(10);
        }
        return topics;
    }

    private static Map<String, String> producerProps(DriverSpec kafka) {
        DriverConfig config = new DriverConfig(kafka.values(), DriverSpec.FRAMEWORK_KEYS);
        Map<String, String> props = new TreeMap<>();
        config.properties("commonConfig").forEach((k, v) -> props.put(k.toString(), v.toString()));
        config.properties("producerConfig").forEach((k, v) -> props.put(k.toString(), v.toString()));
        return props;
    }

    @Override
    public void close() throws Exception {
        try (broker) {
            try {
                if (!created.isEmpty()) {
                    driver.deleteTopics(created).get(60, TimeUnit.SECONDS);
                }
            } finally {
                driver.close();
            }
        }
    }
}
