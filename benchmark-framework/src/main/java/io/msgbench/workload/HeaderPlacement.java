package io.msgbench.workload;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Where a workload wants msgbench's measuring header ({@code header:} in a workload file): in the payload, out of
 * band (a Kafka record header, a Pulsar message property), or {@code auto}: out of band only when the message is
 * smaller than the header and the driver can carry it there, so that the message is its own size on the wire.
 */
public enum HeaderPlacement {
    PAYLOAD("payload"),
    OUT_OF_BAND("out-of-band"),
    AUTO("auto");

    private final String word;

    HeaderPlacement(String word) {
        this.word = word;
    }

    /** As a workload file writes it. */
    public String word() {
        return word;
    }

    public static List<String> words() {
        return Arrays.stream(values()).map(HeaderPlacement::word).toList();
    }

    public static Optional<HeaderPlacement> ofWord(String word) {
        return Arrays.stream(values())
                .filter(placement -> placement.word.equals(word))
                .findFirst();
    }

    /** Whether this placement asks for the header out of band, for a driver that can carry it there. */
    public boolean wantsOutOfBand(int messageSize, int headerSize) {
        return this == OUT_OF_BAND || (this == AUTO && messageSize < headerSize);
    }

    /**
     * Whether the header goes out of band, given the message size and whether the driver can carry it so.
     *
     * @throws IllegalStateException for {@link #OUT_OF_BAND} on a driver that cannot
     */
    public boolean outOfBand(int messageSize, int headerSize, boolean driverCan, String driverName) {
        if (this == OUT_OF_BAND && !driverCan) {
            throw new IllegalStateException("header: out-of-band, but " + cannotCarry(driverName));
        }
        return driverCan && wantsOutOfBand(messageSize, headerSize);
    }

    /** Why a driver is no place for {@code header: out-of-band}. */
    public static String cannotCarry(String driverName) {
        return "driver '" + driverName + "' cannot carry msgbench's header out of band (Kafka and Pulsar can)";
    }
}
