package io.msgbench.measure;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The framework's header at the start of every payload, so every driver gets microsecond end-to-end
 * latency and loss, duplicate and order checks without trusting a broker timestamp.
 *
 * <pre>
 * offset size field
 *  0     2   magic 0x4D42 ("MB")
 *  2     1   version (1)
 *  3     1   flags (bit 0: probe message, not measured)
 *  4     4   producer id (unique in the run)
 *  8     4   key index (-1: no key)
 * 12     8   sequence number (per producer, from 0)
 * 20     8   intended send time, epoch nanoseconds ({@link HostClock})
 * </pre>
 * A driver that carries the header out of band gets it as its own {@link #SIZE}-byte array beside the payload
 * (the workload's {@code header}); messages smaller than {@link #SIZE} bytes then keep their size. In the payload
 * they cannot carry it: the run sends them at {@link #SIZE} bytes and says so in a warning and in the result
 * ({@code effectiveMessageSize}).
 */
public final class PayloadHeader {
    public static final int SIZE = 28;
    private static final short MAGIC = 0x4D42;
    private static final byte VERSION = 1;
    private static final byte PROBE_FLAG = 1;
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** A header read back from a payload. */
    public record Fields(int producerId, int keyIndex, long sequence, long intendedEpochNanos, boolean probe) {}

    private PayloadHeader() {}

    /** The size a payload is sent at: the configured size, or the header size when that is larger. */
    public static int effectiveSize(int messageSize) {
        return Math.max(messageSize, SIZE);
    }

    /** Templates at least {@link #SIZE} bytes long: shorter ones are padded with zeros. */
    public static java.util.List<byte[]> fit(java.util.List<byte[]> templates) {
        return templates.stream()
                .map(t -> t.length >= SIZE ? t : java.util.Arrays.copyOf(t, SIZE))
                .toList();
    }

    /** Writes the header over the first {@link #SIZE} bytes of {@code payload}. */
    public static void write(byte[] payload, Fields fields) {
        write(
                payload,
                fields.producerId(),
                fields.keyIndex(),
                fields.sequence(),
                fields.intendedEpochNanos(),
                fields.probe());
    }

    /** The same without a {@link Fields} object: what the send path calls for every message. */
    public static void write(
            byte[] payload, int producerId, int keyIndex, long sequence, long intendedEpochNanos, boolean probe) {
        SHORT.set(payload, 0, MAGIC);
        payload[2] = VERSION;
        payload[3] = probe ? PROBE_FLAG : 0;
        INT.set(payload, 4, producerId);
        INT.set(payload, 8, keyIndex);
        LONG.set(payload, 12, sequence);
        LONG.set(payload, 20, intendedEpochNanos);
    }

    /** The header, or {@code null} when the payload carries none (too short, or foreign data). */
    public static Fields read(byte[] payload) {
        if (!isPresent(payload)) {
            return null;
        }
        return new Fields(
                producerId(payload),
                keyIndex(payload),
                sequence(payload),
                intendedEpochNanos(payload),
                isProbe(payload));
    }

    /*
     * Field by field, for the receive path, which reads each message without allocating. Each getter
     * assumes isPresent(payload).
     */

    /** Whether the payload starts with the header (long enough, magic and version match). */
    public static boolean isPresent(byte[] payload) {
        return payload != null
                && payload.length >= SIZE
                && (short) SHORT.get(payload, 0) == MAGIC
                && payload[2] == VERSION;
    }

    public static boolean isProbe(byte[] payload) {
        return (payload[3] & PROBE_FLAG) != 0;
    }

    public static int producerId(byte[] payload) {
        return (int) INT.get(payload, 4);
    }

    public static int keyIndex(byte[] payload) {
        return (int) INT.get(payload, 8);
    }

    public static long sequence(byte[] payload) {
        return (long) LONG.get(payload, 12);
    }

    public static long intendedEpochNanos(byte[] payload) {
        return (long) LONG.get(payload, 20);
    }
}
