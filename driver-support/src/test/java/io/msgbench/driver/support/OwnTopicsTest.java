package io.msgbench.driver.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.DriverException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class OwnTopicsTest {
    private final AtomicInteger deletions = new AtomicInteger();

    private CompletableFuture<Void> deletion() {
        deletions.incrementAndGet();
        return CompletableFuture.completedFuture(null);
    }

    @Test
    void topicsWithThePrefixAreDeleted() {
        assertThat(OwnTopics.deleteOnly(
                        List.of("msgbench-1", "msgbench-2"), "msgbench-", "MQTT topics", this::deletion))
                .isCompleted();
        assertThat(deletions).hasValue(1);
    }

    @Test
    void aNameWithoutThePrefixRefusesTheWholeDeletionAndNamesOnlyTheForeignOnes() {
        assertThatThrownBy(() -> OwnTopics.deleteOnly(
                                List.of("msgbench-1", "orders", "payments"),
                                "msgbench-",
                                "JetStream streams",
                                this::deletion)
                        .join())
                .cause()
                .isInstanceOf(DriverException.class)
                .hasMessage("refusing to delete JetStream streams without the prefix 'msgbench-': orders, payments");
        assertThat(deletions).hasValue(0);
    }

    @Test
    void thePrefixIsLookedForWhereTheDriverSaysTheNameBegins() {
        assertThat(OwnTopics.deleteOnly(
                        List.of("persistent://public/default/msgbench-1"),
                        name -> name.substring(name.lastIndexOf('/') + 1),
                        "msgbench-",
                        "Pulsar topics",
                        this::deletion))
                .isCompleted();
        assertThatThrownBy(() -> OwnTopics.deleteOnly(
                                List.of("persistent://public/msgbench-ns/orders"),
                                name -> name.substring(name.lastIndexOf('/') + 1),
                                "msgbench-",
                                "Pulsar topics",
                                this::deletion)
                        .join())
                .hasMessageContaining("persistent://public/msgbench-ns/orders");
        assertThat(deletions).hasValue(1);
    }
}
