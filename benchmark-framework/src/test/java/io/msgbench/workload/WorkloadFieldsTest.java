package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.driver.api.ReadFrom;
import io.msgbench.result.FaultSpec;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each workload field is declared once, and loading, defaults, the map view and copies follow the declaration. */
class WorkloadFieldsTest {

    @Test
    void everyComponentOfTheRecordHasOneDeclarationAndNoOther() {
        List<String> components = Arrays.stream(Workload.class.getRecordComponents())
                .map(RecordComponent::getName)
                .toList();
        assertThat(WorkloadFields.ALL)
                .extracting(WorkloadField::component)
                .containsExactlyInAnyOrderElementsOf(components)
                .doesNotHaveDuplicates();
        assertThat(WorkloadFields.keys())
                .doesNotHaveDuplicates()
                .containsAll(WorkloadLoader.KEYS)
                .hasSameSizeAs(WorkloadLoader.KEYS);
    }

    @Test
    void aBuiltWorkloadHoldsEachDeclaredDefault() {
        Workload minimal = Workload.builder()
                .name("n")
                .topics(1)
                .messageSize(10)
                .producerRate(1)
                .build();
        Map<String, Object> values = WorkloadFields.values(minimal);
        for (WorkloadField field : WorkloadFields.ALL) {
            if (!field.required()) {
                assertThat(values.get(field.component())).as(field.key()).isEqualTo(field.defaultValue());
            }
        }
    }

    /** A sweep's rung is the same workload at another rate: every other field is carried over. */
    @Test
    void aCopyUnderAnotherNameAndRateKeepsEveryOtherField() {
        Workload original = Workload.builder()
                .name("a")
                .topicNames(List.of("x", "y"))
                .createMissingTopics(true)
                .partitionsPerTopic(3)
                .keyDistributor(KeyDistributorType.ZIPF)
                .zipfExponent(1.5)
                .messageSize(64)
                .useRandomizedPayloads(true)
                .randomBytesRatio(0.5)
                .randomizedPayloadPoolSize(4)
                .subscriptionsPerTopic(2)
                .consumerPerSubscription(3)
                .producersPerTopic(2)
                .producerRate(100)
                .spinWait(true)
                .header(HeaderPlacement.OUT_OF_BAND)
                .consumeFrom(ReadFrom.BEGINNING)
                .consumerBacklogSizeGB(0.5)
                .backlogDrainRatio(0.5)
                .warmupDuration(Duration.ofSeconds(7))
                .testDuration(Duration.ofMinutes(3))
                .faults(List.of(FaultSpec.pause(Duration.ofSeconds(5), Duration.ofSeconds(2))))
                .build();
        Workload copy = original.withNameAndRate("b", 200);

        assertThat(copy.name()).isEqualTo("b");
        assertThat(copy.producerRate()).isEqualTo(200);
        Map<String, Object> before = WorkloadFields.values(original);
        Map<String, Object> after = WorkloadFields.values(copy);
        before.keySet().removeAll(List.of("name", "producerRate"));
        assertThat(after).containsAllEntriesOf(before);
    }

    @Test
    void theWorkloadPageDocumentsEveryKey() throws Exception {
        String page = Files.readString(Path.of("../docs/workloads.md"));
        assertThat(WorkloadFields.keys())
                .allSatisfy(key -> assertThat(page).as(key).contains("`" + key));
    }
}
