package io.msgbench.driver.kafka;

import io.msgbench.driver.api.DriverConfigException;
import io.msgbench.driver.api.NearestName;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.config.TopicConfig;

/**
 * Checks the Kafka settings of a driver file before anything connects. Kafka itself only logs a warning for a
 * misspelt name ({@code lingr.ms} would silently run with the default linger) and refuses a bad value only
 * when the first client is created; here both are a {@link DriverConfigException} naming section and key.
 */
final class KafkaConfigCheck {
    private static final Pattern CONFIG_NAME = Pattern.compile("for configuration (\\S+?):?\\s");
    private static final Set<String> PRODUCER = ProducerConfig.configNames();
    private static final Set<String> CONSUMER = ConsumerConfig.configNames();
    private static final Set<String> COMMON = union(PRODUCER, CONSUMER, AdminClientConfig.configNames());
    private static final Set<String> TOPIC = topicConfigNames();

    private KafkaConfigCheck() {}

    static void checkNames(String section, Properties properties) {
        Set<String> known = switch (section) {
            case "producerConfig" -> PRODUCER;
            case "consumerConfig" -> CONSUMER;
            case "topicConfig" -> TOPIC;
            default -> COMMON;
        };
        for (String name : properties.stringPropertyNames()) {
            if (!known.contains(name)) {
                throw new DriverConfigException(
                        section + "." + name,
                        "not a Kafka " + kind(section) + " setting" + NearestName.hint(name, known));
            }
        }
    }

    /** Lets Kafka's own config classes check the values, as the clients will. */
    static void checkValues(KafkaDriverSettings settings) {
        check(settings, "producerConfig", () -> new ProducerConfig(settings.producerProperties()));
        check(settings, "consumerConfig", () -> new ConsumerConfig(settings.consumerProperties("msgbench-check")));
    }

    private static void check(KafkaDriverSettings settings, String section, Runnable parse) {
        try {
            parse.run();
        } catch (ConfigException e) {
            Matcher name = CONFIG_NAME.matcher(String.valueOf(e.getMessage()));
            String key = name.find() ? name.group(1) : "";
            String where = settings.commonHas(key) && !settings.sectionHas(section, key) ? "commonConfig" : section;
            throw new DriverConfigException(key.isEmpty() ? where : where + "." + key, e.getMessage());
        }
    }

    private static String kind(String section) {
        return switch (section) {
            case "producerConfig" -> "producer";
            case "consumerConfig" -> "consumer";
            case "topicConfig" -> "topic";
            default -> "client";
        };
    }

    @SafeVarargs
    private static Set<String> union(Set<String>... sets) {
        Set<String> all = new HashSet<>();
        Arrays.stream(sets).forEach(all::addAll);
        return Set.copyOf(all);
    }

    /** TopicConfig lists each topic setting as a {@code *_CONFIG} constant. */
    private static Set<String> topicConfigNames() {
        Set<String> names = new HashSet<>();
        for (Field field : TopicConfig.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers())
                    && field.getName().endsWith("_CONFIG")
                    && field.getType() == String.class) {
                try {
                    names.add((String) field.get(null));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return Set.copyOf(names);
    }
}
