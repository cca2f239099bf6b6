package io.msgbench.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class PayloadHeaderTest {

    @Test
    void stampedFieldsReadBackExactly() {
        byte[] payload = new byte[100];
        long intended = 1_763_000_000_123_456_789L;
        PayloadHeader.write(payload, new PayloadHeader.Fields(7, 9_999, 123_456_789_012L, intended, false));
        assertThat(PayloadHeader.read(payload))
                .isEqualTo(new PayloadHeader.Fields(7, 9_999, 123_456_789_012L, intended, false));
    }

    @Test
    void fieldByFieldReadsAgreeWithTheRecord() {
        byte[] payload = new byte[64];
        PayloadHeader.write(payload, 41, 12, 9_876_543_210L, -5L, false);
        assertThat(PayloadHeader.isPresent(payload)).isTrue();
        assertThat(PayloadHeader.isProbe(payload)).isFalse();
        assertThat(PayloadHeader.producerId(payload)).isEqualTo(41);
        assertThat(PayloadHeader.keyIndex(payload)).isEqualTo(12);
        assertThat(PayloadHeader.sequence(payload)).isEqualTo(9_876_543_210L);
        assertThat(PayloadHeader.intendedEpochNanos(payload)).isEqualTo(-5L);
        assertThat(PayloadHeader.read(payload)).isEqualTo(new PayloadHeader.Fields(41, 12, 9_876_543_210L, -5L, false));
        assertThat(PayloadHeader.isPresent(new byte[PayloadHeader.SIZE])).isFalse();
        assertThat(PayloadHeader.isPresent(null)).isFalse();
    }

    @Test
    void probeFlagAndNoKeySurvive() {
        byte[] payload = new byte[PayloadHeader.SIZE];
        PayloadHeader.write(payload, new PayloadHeader.Fields(0, -1, -1, 5, true));
        PayloadHeader.Fields fields = PayloadHeader.read(payload);
        assertThat(fields.probe()).isTrue();
        assertThat(fields.keyIndex()).isEqualTo(-1);
    }

    @Test
    void foreignOrShortPayloadsHaveNoHeader() {
        assertThat(PayloadHeader.read(new byte[PayloadHeader.SIZE])).isNull(); // zeros: no magic
        assertThat(PayloadHeader.read(new byte[PayloadHeader.SIZE - 1])).isNull();
        assertThat(PayloadHeader.read("hello, this is somebody else's message".getBytes(StandardCharsets.UTF_8)))
                .isNull();
    }

    @Test
    void headerOnlyTouchesItsOwnBytes() {
        byte[] payload = new byte[40];
        java.util.Arrays.fill(payload, (byte) 'x');
        PayloadHeader.write(payload, new PayloadHeader.Fields(1, 2, 3, 4, false));
        for (int i = PayloadHeader.SIZE; i < payload.length; i++) {
            assertThat(payload[i]).isEqualTo((byte) 'x');
        }
    }

    @Test
    void messagesSmallerThanTheHeaderAreSentAtHeaderSize() {
        assertThat(PayloadHeader.effectiveSize(10)).isEqualTo(PayloadHeader.SIZE);
        assertThat(PayloadHeader.effectiveSize(1024)).isEqualTo(1024);
        List<byte[]> fitted = PayloadHeader.fit(List.of(new byte[10], new byte[64]));
        assertThat(fitted.get(0)).hasSize(PayloadHeader.SIZE);
        assertThat(fitted.get(1)).hasSize(64);
    }
}
