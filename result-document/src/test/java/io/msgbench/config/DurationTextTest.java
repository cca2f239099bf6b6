package io.msgbench.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DurationTextTest {
    @Test
    void readsEachUnit() {
        assertThat(DurationText.parse("500ms")).contains(Duration.ofMillis(500));
        assertThat(DurationText.parse("30s")).contains(Duration.ofSeconds(30));
        assertThat(DurationText.parse("2m")).contains(Duration.ofMinutes(2));
        assertThat(DurationText.parse("1h")).contains(Duration.ofHours(1));
        assertThat(DurationText.parse(" 10 s ")).contains(Duration.ofSeconds(10));
        assertThat(DurationText.parse("-5s")).contains(Duration.ofSeconds(-5));
    }

    @ParameterizedTest
    @ValueSource(strings = {"30", "", "s", "1.5m", "30 seconds", "2d", "1m30s", "ten s"})
    void rejectsAnythingElse(String text) {
        assertThat(DurationText.parse(text)).isEmpty();
    }

    @Test
    void recognisesBareNumbers() {
        assertThat(DurationText.isBareNumber("30")).isTrue();
        assertThat(DurationText.isBareNumber("1.5")).isTrue();
        assertThat(DurationText.isBareNumber("30s")).isFalse();
    }

    @Test
    void formatsWithTheLargestExactUnit() {
        assertThat(DurationText.format(Duration.ofHours(2))).isEqualTo("2h");
        assertThat(DurationText.format(Duration.ofSeconds(90))).isEqualTo("90s");
        assertThat(DurationText.format(Duration.ofMinutes(15))).isEqualTo("15m");
        assertThat(DurationText.format(Duration.ofMillis(1500))).isEqualTo("1500ms");
        assertThat(DurationText.format(Duration.ZERO)).isEqualTo("0s");
        assertThat(DurationText.format(Duration.ofSeconds(-5))).isEqualTo("-5s");
    }

    @ParameterizedTest
    @ValueSource(strings = {"500ms", "30s", "2m", "1h", "90s", "0s"})
    void formatReadsBack(String text) {
        assertThat(DurationText.format(DurationText.parse(text).orElseThrow())).isEqualTo(text);
    }

    /** A sub-second bound reads as what it is, not as "0 s". */
    @Test
    void spokenKeepsWholeSecondsAndSaysMillisecondsOtherwise() {
        assertThat(DurationText.spoken(Duration.ofSeconds(60))).isEqualTo("60 s");
        assertThat(DurationText.spoken(Duration.ofMillis(500))).isEqualTo("500 ms");
        assertThat(DurationText.spoken(Duration.ofMillis(1500))).isEqualTo("1500 ms");
        assertThat(DurationText.spoken(Duration.ZERO)).isEqualTo("0 s");
    }
}
