package io.msgbench.scrape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrometheusTextTest {

    @Test
    void readsNamesLabelsAndValuesAsJavaClientsWriteThem() {
        // Prometheus's simpleclient (Pulsar, BookKeeper) ends label lists with a comma; some samples carry timestamps
        List<PrometheusText.Sample> samples = PrometheusText.parse("""
                # HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
                # TYPE process_cpu_seconds_total counter
                process_cpu_seconds_total{cluster="standalone",} 41.52

                jvm_gc_collection_seconds_count{cluster="standalone",gc="G1 Young Generation",} 23.0 1764000000000
                up 1
                weird_label{path="a \\"quoted\\" \\\\ value",le="+Inf"} +Inf
                not a sample line
                no_value{a="b"}
                nan_value NaN
                """);

        assertThat(samples)
                .containsExactly(
                        new PrometheusText.Sample("process_cpu_seconds_total", Map.of("cluster", "standalone"), 41.52),
                        new PrometheusText.Sample(
                                "jvm_gc_collection_seconds_count",
                                Map.of("cluster", "standalone", "gc", "G1 Young Generation"),
                                23.0),
                        new PrometheusText.Sample("up", Map.of(), 1),
                        new PrometheusText.Sample(
                                "weird_label",
                                Map.of("path", "a \"quoted\" \\ value", "le", "+Inf"),
                                Double.POSITIVE_INFINITY),
                        new PrometheusText.Sample("nan_value", Map.of(), Double.NaN));
    }
}
