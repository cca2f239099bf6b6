package io.msgbench.perf;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The files OMB is given and the lines read back from it, as OMB's Kafka driver and WorkloadGenerator have them. */
class OmbContenderTest {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    @Test
    void theDriverFileCarriesMsgbenchsProducerAndConsumerSettings() throws Exception {
        Map<String, String> producerProps = new LinkedHashMap<>();
        producerProps.put("bootstrap.servers", "127.0.0.1:40123");
        producerProps.put("acks", "all");
        producerProps.put("linger.ms", "1");
        producerProps.put("batch.size", "131072");

        JsonNode driver = YAML.readTree(
                OmbContender.driverFile(producerProps, "auto.offset.reset=earliest\nenable.auto.commit=false\n"));

        assertThat(driver.get("driverClass").asText())
                .isEqualTo("io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver");
        assertThat(driver.get("replicationFactor").asInt()).isEqualTo(1);
        assertThat(driver.get("commonConfig").asText()).isEqualTo("bootstrap.servers=127.0.0.1:40123\n");
        assertThat(driver.get("producerConfig").asText()).isEqualTo("acks=all\nlinger.ms=1\nbatch.size=131072\n");
        assertThat(driver.get("consumerConfig").asText())
                .isEqualTo("auto.offset.reset=earliest\nenable.auto.commit=false\n");
    }

    @Test
    void theWorkloadIsOneTopicOnePartitionOneProducerOneConsumerAtTheRate() throws Exception {
        JsonNode workload = YAML.readTree(OmbContender.workloadFile(50_000, Path.of("/tmp/p/payload-100b.data")));

        assertThat(workload.get("topics").asInt()).isEqualTo(1);
        assertThat(workload.get("partitionsPerTopic").asInt()).isEqualTo(1);
        assertThat(workload.get("messageSize").asInt()).isEqualTo(100);
        assertThat(workload.get("payloadFile").asText()).isEqualTo("/tmp/p/payload-100b.data");
        assertThat(workload.get("producersPerTopic").asInt()).isEqualTo(1);
        assertThat(workload.get("subscriptionsPerTopic").asInt()).isEqualTo(1);
        assertThat(workload.get("consumerPerSubscription").asInt()).isEqualTo(1);
        assertThat(workload.get("producerRate").asLong()).isEqualTo(50_000);
        assertThat(workload.get("warmupDurationMinutes").asInt()).isEqualTo(1);
    }

    @Test
    void readsTheSendDelayOfOmbsLastPeriodicLine() {
        List<String> lines = List.of(
                "00:50:35.580 [main] INFO WorkloadGenerator - Pub rate 50003.1 msg/s /  4.8 MB/s | Pub err     0.0 err/s"
                        + " | Cons rate 50001.0 msg/s /  4.8 MB/s | Backlog:  0.0 K | Pub Latency (ms) avg:  1.2 - 50%:  1.1"
                        + " - 99%:  3.0 - 99.9%: 12.0 - Max: 20.1 | Pub Delay Latency (us) avg: 120.0 - 50%: 61.0 - 99%:"
                        + " 900.0 - 99.9%: 2000.0 - Max: 5000.0",
                // verbatim from OMB (master, late 2025) on this machine, 2026-11-28
                "00:50:45.582 [main] INFO WorkloadGenerator - Pub rate 49989.7 msg/s /  4.8 MB/s | Pub err     0.0 err/s"
                        + " | Cons rate 49994.0 msg/s /  4.8 MB/s | Backlog:  0.0 K | Pub Latency (ms) avg:  1.3 - 50%:  1.2"
                        + " - 99%:  3.4 - 99.9%: 20.0 - Max: 54.6 | Pub Delay Latency (us) avg: 245.7 - 50%: 65.0 - 99%:"
                        + " 1250.0 - 99.9%: 43781.0 - Max: 53364.0");

        assertThat(OmbContender.lastSendDelay(lines, 1)).isEqualTo(65.0);
        assertThat(OmbContender.lastSendDelay(lines, 2)).isEqualTo(1250.0);
        assertThat(OmbContender.lastSendDelay(List.of("----- Starting benchmark traffic (1m)------"), 1))
                .isNaN();
        assertThat(OmbContender.publishRates(lines)).isEqualTo((50003.1 + 49989.7) / 2);
    }

    @Test
    void readsThePublishRatesOfOmbsPeriodicLines() {
        List<String> lines = List.of(
                "00:50:25.518 [main] INFO WorkloadGenerator - ----- Starting benchmark traffic (1m)------",
                "00:52:20.125 [main] INFO WorkloadGenerator - Pub rate 50002.3 msg/s /  4.8 MB/s | Pub err     0.0 err/s "
                        + "| Cons rate 50001.9 msg/s /  4.8 MB/s | Backlog:  0.0 K | Pub Latency (ms) avg:  2.1 - 50%:  2.0",
                "00:52:30.126 [main] INFO WorkloadGenerator - Pub rate   49997.7 msg/s /  4.8 MB/s | Pub err     0.0 err/s");

        assertThat(OmbContender.publishRates(lines)).isEqualTo(50_000.0);
        assertThat(OmbContender.publishRates(lines.subList(0, 1))).isNaN();
        assertThat(OmbContender.MEASURED_TRAFFIC.matcher(lines.get(0)).find()).isTrue();
    }
}
