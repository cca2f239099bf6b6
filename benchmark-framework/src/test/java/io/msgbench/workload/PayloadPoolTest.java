package io.msgbench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PayloadPoolTest {
    @TempDir
    Path dir;

    @Test
    void payloadFileGivesExactlyItsBytes() throws IOException {
        byte[] content = "0123456789".getBytes(StandardCharsets.UTF_8);
        Path payload = Files.write(dir.resolve("p.data"), content);

        List<byte[]> pool =
                PayloadPool.create(base().messageSize(10).payloadFile(payload).build());

        assertThat(pool).hasSize(1);
        assertThat(pool.get(0)).isEqualTo(content);
    }

    @Test
    void withoutPayloadFileOneRandomPayloadOfMessageSize() {
        List<byte[]> pool = PayloadPool.create(base().messageSize(256).build());

        assertThat(pool).hasSize(1);
        assertThat(pool.get(0)).hasSize(256);
        assertThat(countNonZero(pool.get(0))).isGreaterThan(200);
    }

    @Test
    void randomizedPayloadsAreRandomFirstThenZeros() {
        List<byte[]> pool = PayloadPool.create(base().messageSize(1000)
                .useRandomizedPayloads(true)
                .randomBytesRatio(0.25)
                .randomizedPayloadPoolSize(7)
                .build());

        assertThat(pool).hasSize(7).allSatisfy(payload -> {
            assertThat(payload).hasSize(1000);
            assertThat(countNonZero(payload)).isBetween(200, 250);
            for (int i = 250; i < 1000; i++) {
                assertThat(payload[i]).isZero();
            }
        });
        assertThat(pool.get(0)).isNotEqualTo(pool.get(1));
    }

    @Test
    void randomizedTakesPrecedenceOverPayloadFileAsInOmb() throws IOException {
        Path payload = Files.write(dir.resolve("p.data"), new byte[10]);

        List<byte[]> pool = PayloadPool.create(base().messageSize(10)
                .payloadFile(payload)
                .useRandomizedPayloads(true)
                .randomBytesRatio(1.0)
                .randomizedPayloadPoolSize(3)
                .build());

        assertThat(pool).hasSize(3);
    }

    @Test
    void ratioOfZeroGivesAllZeros() {
        List<byte[]> pool = PayloadPool.randomized(100, 0.0, 2, new Random(1));

        assertThat(pool).allSatisfy(payload -> assertThat(countNonZero(payload)).isZero());
    }

    private static WorkloadBuilder base() {
        return Workload.builder().name("t").topics(1).producerRate(10);
    }

    private static int countNonZero(byte[] bytes) {
        int count = 0;
        for (byte b : bytes) {
            count += b == 0 ? 0 : 1;
        }
        return count;
    }
}
