package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.ReadFrom;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the RabbitMQ broker itself tells about the driver's topics and queues: a driver that did not create a
 * topic reads its partition count from the broker's exchanges, and a queue's type is the broker's (a quorum
 * queue cannot be declared again as a classic one).
 */
@ExtendWith(RabbitMqBroker.class)
class RabbitMqTopologyTest {
    private final List<LoadedDriver> drivers = new java.util.ArrayList<>();
    private final String topic = "msgbench-rabbitmq-topology-" + System.nanoTime();

    private LoadedDriver driver(String file) {
        DriverSpec spec = RabbitMqBroker.driver(file);
        LoadedDriver driver = Runs.driverLoader().load(spec);
        driver.initialize(new DriverConfig(spec.values(), DriverSpec.FRAMEWORK_KEYS));
        drivers.add(driver);
        return driver;
    }

    @AfterEach
    void closeDrivers() throws Exception {
        drivers.get(0).deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        for (LoadedDriver driver : drivers) {
            driver.close();
        }
    }

    @Test
    void anotherDriverReadsThePartitionCountFromTheBroker() throws Exception {
        LoadedDriver creator = driver("driver-rabbitmq/rabbitmq-embedded.yaml");
        for (int partitions : List.of(1, 3, 4, 16, 17)) {
            String counted = topic + "-" + partitions;
            creator.createTopic(counted, partitions).get(60, TimeUnit.SECONDS);
            LoadedDriver reader = driver("driver-rabbitmq/rabbitmq-embedded.yaml");
            assertThat(reader.partitionCount(counted).get(60, TimeUnit.SECONDS))
                    .as(counted)
                    .contains(partitions);
            creator.deleteTopics(List.of(counted)).get(60, TimeUnit.SECONDS);
            assertThat(reader.partitionCount(counted).get(60, TimeUnit.SECONDS))
                    .as(counted)
                    .isEmpty();
        }
        creator.createTopic(topic, 1).get(60, TimeUnit.SECONDS); // for the clean-up
    }

    @Test
    void aQuorumQueueIsTheBrokersAndCannotBeDeclaredAgainAsClassic() throws Exception {
        LoadedDriver quorum = driver("driver-rabbitmq/rabbitmq-quorum-embedded.yaml");
        quorum.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
        quorum.createConsumer(topic, "sub", payload -> {})
                .get(60, TimeUnit.SECONDS)
                .close();

        LoadedDriver classic = driver("driver-rabbitmq/rabbitmq-embedded.yaml");
        assertThatThrownBy(() ->
                        classic.createConsumer(topic, "sub", payload -> {}).get(60, TimeUnit.SECONDS))
                .hasMessageContaining("PRECONDITION_FAILED")
                .hasMessageContaining("x-queue-type");
        assertThat(classic.describe().get("durability")).contains("classic queues, persistent messages");
        assertThat(quorum.describe().get("durability"))
                .contains("quorum queues")
                .startsWith("rabbitmq-server 3.10");
    }

    /** The quorum queue is gone with its topic: a classic queue of the same name can be declared after it. */
    @Test
    void deletingATopicDeletesTheQueuesThisDriverDeclaredForIt() throws Exception {
        LoadedDriver quorum = driver("driver-rabbitmq/rabbitmq-quorum-embedded.yaml");
        quorum.createTopic(topic, 2).get(60, TimeUnit.SECONDS);
        quorum.createConsumer(topic, "sub", payload -> {})
                .get(60, TimeUnit.SECONDS)
                .close();
        quorum.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);

        LoadedDriver classic = driver("driver-rabbitmq/rabbitmq-embedded.yaml");
        classic.createTopic(topic, 2).get(60, TimeUnit.SECONDS);
        // with the quorum queue still there, this declaration fails with PRECONDITION_FAILED (the test above)
        assertThatCode(() -> classic.createConsumer(topic, "sub", payload -> {})
                        .get(60, TimeUnit.SECONDS)
                        .close())
                .as("a classic queue declared where the deleted topic's quorum queue was")
                .doesNotThrowAnyException();
        classic.deleteTopics(List.of(topic)).get(60, TimeUnit.SECONDS);
        quorum.createTopic(topic, 1).get(60, TimeUnit.SECONDS); // for the clean-up
    }

    @Test
    void aNewSubscriptionFromTheBeginningIsRefusedInOneLine() throws Exception {
        LoadedDriver driver = driver("driver-rabbitmq/rabbitmq-embedded.yaml");
        driver.createTopic(topic, 1).get(60, TimeUnit.SECONDS);
        assertThatThrownBy(() -> driver.createConsumer(topic, "sub", ReadFrom.BEGINNING, payload -> {})
                        .get(60, TimeUnit.SECONDS))
                .hasMessageContaining("consumeFrom: BEGINNING: RabbitMQ keeps no history")
                .hasMessageNotContaining("\n");
        driver.createConsumer(topic, "sub", ReadFrom.TAIL, payload -> {})
                .get(60, TimeUnit.SECONDS)
                .close();
    }
}
