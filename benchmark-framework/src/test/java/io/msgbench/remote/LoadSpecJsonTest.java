package io.msgbench.remote;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.worker.LoadSpec;
import io.msgbench.workload.KeyDistributorType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code load/start} carries to a remote worker: every field of the load, shifted into the worker's clock. */
class LoadSpecJsonTest {

    @Test
    void aLoadShiftedIntoAWorkersClockKeepsEveryOtherFieldThroughTheProtocolsJson() throws Exception {
        LoadSpec load = new LoadSpec(50_000, 4, 1_000, KeyDistributorType.ZIPF, List.of(new byte[] {1, 2, 3}), 1.3, true);

        String json = RemoteJson.MAPPER.writeValueAsString(load.startingAt(2_000));
        LoadSpec received = RemoteJson.MAPPER.readValue(json, LoadSpec.class);

        assertThat(received.startEpochNanos()).isEqualTo(2_000);
        assertThat(received.spinWait()).isTrue();
        assertThat(received.zipfExponent()).isEqualTo(1.3);
        assertThat(received.keyDistributor()).isEqualTo(KeyDistributorType.ZIPF);
        assertThat(received.totalRatePerSecond()).isEqualTo(50_000);
        assertThat(received.totalProducers()).isEqualTo(4);
        assertThat(received.payloads()).singleElement().isEqualTo(new byte[] {1, 2, 3});
    }
}
