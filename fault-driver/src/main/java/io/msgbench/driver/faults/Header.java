package io.msgbench.driver.faults;

import java.nio.ByteBuffer;

/**
 * Reads the framework's payload header (offsets as documented in the framework's PayloadHeader). A driver's
 * class loader sees only the SPI package of the framework, so this reads the bytes itself; being a second,
 * independent reader of the format also means a fault is chosen by what was really sent.
 *
 * @param keyIndex -1 when the message has no key
 */
record Header(int keyIndex, long sequence) {
    private static final short MAGIC = 0x4D42;
    private static final byte VERSION = 1;
    private static final int SIZE = 28;
    private static final byte PROBE_FLAG = 1;

    /** The header of a measured message, or {@code null} for a probe or a payload without the header. */
    static Header ofMeasured(byte[] payload) {
        if (payload == null || payload.length < SIZE) {
            return null;
        }
        ByteBuffer bytes = ByteBuffer.wrap(payload);
        if (bytes.getShort(0) != MAGIC || bytes.get(2) != VERSION || (bytes.get(3) & PROBE_FLAG) != 0) {
            return null;
        }
        return new Header(bytes.getInt(8), bytes.getLong(12));
    }
}
