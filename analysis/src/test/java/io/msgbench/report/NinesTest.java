package io.msgbench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class NinesTest {

    @Test
    void eachNineIsOneStep() {
        assertThat(Nines.of(0)).isEqualTo(0.0);
        assertThat(Nines.of(90)).isCloseTo(1.0, within(1e-9));
        assertThat(Nines.of(99)).isCloseTo(2.0, within(1e-9));
        assertThat(Nines.of(99.99)).isCloseTo(4.0, within(1e-9));
        assertThat(Nines.percentile(Nines.of(99.9))).isCloseTo(99.9, within(1e-9));
    }

    @Test
    void labelsReadAsPercentiles() {
        assertThat(Nines.label(0)).isEqualTo("0%");
        assertThat(Nines.label(1)).isEqualTo("90%");
        assertThat(Nines.label(3)).isEqualTo("99.9%");
        assertThat(Nines.label(5)).isEqualTo("99.999%");
    }
}
