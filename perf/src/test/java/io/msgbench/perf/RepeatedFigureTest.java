package io.msgbench.perf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class RepeatedFigureTest {

    @Test
    void theMedianOfAnOddCountIsTheMiddleValueWhateverTheOrder() {
        RepeatedFigure spread = RepeatedFigure.of(List.of(1.88, 1.70, 1.78));

        assertThat(spread.median()).isEqualTo(1.78);
        assertThat(spread.min()).isEqualTo(1.70);
        assertThat(spread.max()).isEqualTo(1.88);
        assertThat(spread.values()).containsExactly(1.88, 1.70, 1.78);
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheTwoMiddleValues() {
        assertThat(RepeatedFigure.of(List.of(4.0, 1.0, 3.0, 2.0)).median()).isEqualTo(2.5);
    }

    @Test
    void noValuesIsAnError() {
        assertThatThrownBy(() -> RepeatedFigure.of(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
