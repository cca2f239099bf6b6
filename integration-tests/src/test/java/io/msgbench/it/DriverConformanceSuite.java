package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What every driver must do, against its real broker: the data path ({@link DataPathConformance}), and the
 * topics: partition counts, many topics in one call, deleting only its own topics. A driver module's test
 * extends this and names its driver file; a variant of a driver file runs {@link DataPathConformance} only.
 */
abstract class DriverConformanceSuite extends DataPathConformance {
    /** How many topics one {@code createTopics} call makes in the test of it: enough for a driver's batching to show. */
    protected int manyTopics() {
        return 20;
    }

    @Test
    void createsTopicsWithTheirPartitionCount() throws Exception {
        driver.createTopic(topic, 3).get(60, TimeUnit.SECONDS);
        // a broker may answer the creation before its metadata shows the topic (Kafka's does, seen on a loaded
        // machine): wait for it, as for many topics below
        awaitTrue(() -> driver.partitionCount(topic).join().isPresent());
        assertThat(driver.partitionCount(topic).get(60, TimeUnit.SECONDS)).contains(3);
        assertThat(driver.partitionCount(topic + "-missing").get(60, TimeUnit.SECONDS))
                .isEmpty();
    }

    @Test
    void createsManyTopicsInOneCallEachWithItsPartitionCount() throws Exception {
        List<String> topics =
                IntStream.range(0, manyTopics()).mapToObj(i -> topic + "-" + i).toList();
        try {
            driver.createTopics(topics, 2).get(120, TimeUnit.SECONDS);
            // a broker may answer the creation before its metadata shows every topic (Kafka's does): wait for it
            for (String created :
                    List.of(topics.get(0), topics.get(topics.size() / 2), topics.get(topics.size() - 1))) {
                awaitTrue(() -> driver.partitionCount(created).join().isPresent());
                assertThat(driver.partitionCount(created).get(60, TimeUnit.SECONDS))
                        .as(created)
                        .contains(2);
            }
        } finally {
            driver.deleteTopics(topics).get(120, TimeUnit.SECONDS);
        }
    }

    @Test
    void refusesToDeleteTopicsItDidNotName() {
        assertThatThrownBy(() ->
                        driver.deleteTopics(List.of("someone-elses-topic")).get(60, TimeUnit.SECONDS))
                .hasMessageContaining("someone-elses-topic");
    }

    @Test
    void deletesItsOwnTopics() throws Exception {
        driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
        driver.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        awaitTrue(() -> driver.partitionCount(topic).join().isEmpty());
        assertThat(driver.partitionCount(topic).get(60, TimeUnit.SECONDS))
                .as("partitions of the deleted topic")
                .isEmpty();
        driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS); // so that the clean-up has its topic again
    }

    @Test
    void describesItsDurabilityAndClientVersion() {
        assertThat(driver.describe()).containsKeys("durability", "clientVersion");
    }
}
