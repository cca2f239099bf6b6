package io.msgbench.workload;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Makes the payload templates producers send, by OMB's rules: the payload file's bytes; or, with
 * {@code useRandomizedPayloads}, a pool of payloads whose first {@code randomBytesRatio} share is random and the
 * rest zeros (compressible); otherwise one payload of random bytes.
 * The arrays are shared templates: copy one before stamping a header into it.
 * <pre>{@code
 * List<byte[]> templates = PayloadPool.create(workload);
 * byte[] message = templates.get(i % templates.size()).clone();
 * }</pre>
 */
public final class PayloadPool {
    private PayloadPool() {}

    public static List<byte[]> create(Workload workload) {
        if (workload.useRandomizedPayloads()) {
            return randomized(
                    workload.messageSize(),
                    workload.randomBytesRatio(),
                    workload.randomizedPayloadPoolSize(),
                    new Random());
        }
        if (workload.payloadFile().isPresent()) {
            return List.of(read(workload));
        }
        byte[] random = new byte[workload.messageSize()];
        new Random().nextBytes(random);
        return List.of(random);
    }

    static List<byte[]> randomized(int messageSize, double randomBytesRatio, int poolSize, Random random) {
        int randomBytes = (int) (messageSize * randomBytesRatio);
        List<byte[]> pool = new ArrayList<>(poolSize);
        for (int i = 0; i < poolSize; i++) {
            byte[] payload = new byte[messageSize];
            byte[] randomPart = new byte[randomBytes];
            random.nextBytes(randomPart);
            System.arraycopy(randomPart, 0, payload, 0, randomBytes);
            pool.add(payload);
        }
        return List.copyOf(pool);
    }

    private static byte[] read(Workload workload) {
        try {
            return Files.readAllBytes(workload.payloadFile().orElseThrow());
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot read payload file " + workload.payloadFile().get(), e);
        }
    }
}
