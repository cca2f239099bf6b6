package io.msgbench.driver.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverException;
import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The SPI's topic calls as a {@link TopicAdminDriver} derives them from its {@link TopicAdmin}. */
class TopicAdminDriverTest {
    private final Map<String, Integer> topics = new TreeMap<>();
    private final TopicAdmin admin = new TopicAdmin() {
        @Override
        public void create(String topic, int partitions) throws IOException {
            if (topics.putIfAbsent(topic, partitions) != null) {
                throw new IOException("'" + topic + "' exists");
            }
        }

        @Override
        public Optional<Integer> partitionCount(String topic) {
            return Optional.ofNullable(topics.get(topic));
        }

        @Override
        public void delete(Collection<String> names) {
            names.forEach(topics::remove);
        }
    };
    private final Driver driver = new Driver();

    @Test
    void createCountAndDeleteGoToTheAdmin() {
        driver.createTopic("msgbench-a", 3).join();

        assertThat(driver.partitionCount("msgbench-a").join()).contains(3);
        assertThat(driver.partitionCount("msgbench-b").join()).isEmpty();
        driver.deleteTopics(List.of("msgbench-a")).join();
        assertThat(topics).isEmpty();
    }

    @Test
    void aForeignTopicIsNeverDeleted() {
        topics.put("orders", 1);

        assertThatThrownBy(() -> driver.deleteTopics(List.of("orders")).join())
                .hasMessageContaining("refusing to delete test topics without the prefix 'msgbench': orders");
        assertThat(topics).containsKey("orders");
    }

    @Test
    void anAdminFailureIsTheDriversOwnWording() {
        driver.createTopic("msgbench-a", 1).join();

        assertThatThrownBy(() -> driver.createTopic("msgbench-a", 1).join())
                .cause()
                .isInstanceOf(DriverException.class)
                .hasMessage("test broker: 'msgbench-a' exists");
    }

    private final class Driver extends SpiRemainder implements TopicAdminDriver {
        @Override
        public TopicAdmin topicAdmin() {
            return admin;
        }

        @Override
        public String topicKind() {
            return "test topics";
        }

        @Override
        public Throwable explainAdminFailure(Exception failure) {
            return new DriverException("test broker: " + failure.getMessage());
        }
    }
}
