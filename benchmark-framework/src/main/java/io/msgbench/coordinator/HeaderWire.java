package io.msgbench.coordinator;

import io.msgbench.measure.PayloadHeader;
import io.msgbench.workload.HeaderPlacement;
import io.msgbench.workload.PayloadPool;
import io.msgbench.workload.Workload;
import java.util.List;
import java.util.Optional;

/**
 * Where a run's measuring header travels, decided once the driver has said whether it can carry it out of band,
 * and what that makes of each message on the wire: with the header out of band, the payload is exactly
 * {@code messageSize} bytes; in the payload, never less than the header.
 *
 * @param payloadBytes the payload bytes of each message on the wire
 */
record HeaderWire(boolean outOfBand, int payloadBytes) {

    /** Before the driver has answered: in the payload, as every driver can. */
    static HeaderWire inPayload(Workload workload) {
        return new HeaderWire(false, PayloadHeader.effectiveSize(workload.messageSize()));
    }

    /** @throws IllegalStateException for {@code header: out-of-band} on a driver that cannot carry it so */
    static HeaderWire of(Workload workload, boolean driverCan, String driverName) {
        boolean outOfBand =
                workload.header().outOfBand(workload.messageSize(), PayloadHeader.SIZE, driverCan, driverName);
        return outOfBand ? new HeaderWire(true, workload.messageSize()) : inPayload(workload);
    }

    /** The payload templates to send: the bodies as they are, or padded to hold the header. */
    List<byte[]> payloads(Workload workload) {
        List<byte[]> templates = PayloadPool.create(workload);
        return outOfBand ? templates : PayloadHeader.fit(templates);
    }

    /** As the result and the workload file write it: {@code payload} or {@code out-of-band}. */
    String word() {
        return (outOfBand ? HeaderPlacement.OUT_OF_BAND : HeaderPlacement.PAYLOAD).word();
    }

    /**
     * The console's line for a header out of band: what the result's {@code shape.header} says, and where the driver
     * puts the header ({@code BenchmarkDriver.outOfBandHeaderPlace}), as the run starts.
     */
    Optional<String> note(String driverName, String place) {
        return outOfBand
                ? Optional.of("header: out of band (driver '" + driverName + "' carries it in " + place + "), "
                        + payloadBytes + "-byte payload on the wire")
                : Optional.empty();
    }

    /** The warning for a message too small for the header that still carries it. */
    Optional<String> paddingWarning(Workload workload, String driverName) {
        if (outOfBand || workload.messageSize() >= PayloadHeader.SIZE) {
            return Optional.empty();
        }
        String why = workload.header() == HeaderPlacement.PAYLOAD
                ? "header: payload"
                : "driver '" + driverName + "' cannot carry it out of band";
        return Optional.of("messageSize " + workload.messageSize() + " is smaller than msgbench's "
                + PayloadHeader.SIZE + "-byte payload header (" + why + "); messages are sent at "
                + PayloadHeader.SIZE + " bytes");
    }
}
