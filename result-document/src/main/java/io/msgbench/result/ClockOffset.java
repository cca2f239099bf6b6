package io.msgbench.result;

import java.util.Comparator;
import java.util.List;

/**
 * How far another host's clock is ahead of this one, estimated NTP-style: for each sample this host
 * reads its clock ({@code sent}), asks the other host for its clock ({@code remote}) and reads its own
 * again ({@code received}). The sample with the smallest round trip is kept: its offset is
 * {@code remote − (sent + received) / 2}, and the true offset lies within half its round trip.
 *
 * @param offsetNanos     remote clock minus local clock
 * @param errorBoundNanos the true offset is within ± this (half the best round trip)
 * @param roundTripNanos  the best sample's round trip
 * @param samples         how many samples were taken
 */
public record ClockOffset(long offsetNanos, long errorBoundNanos, long roundTripNanos, int samples) {

    /** One request/response exchange, all in epoch nanoseconds. */
    public record Sample(long sentEpochNanos, long remoteEpochNanos, long receivedEpochNanos) {
        long roundTripNanos() {
            return receivedEpochNanos - sentEpochNanos;
        }

        long offsetNanos() {
            return remoteEpochNanos - (sentEpochNanos + (receivedEpochNanos - sentEpochNanos) / 2);
        }
    }

    public static ClockOffset estimate(List<Sample> samples) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no clock samples");
        }
        Sample best = samples.stream()
                .filter(s -> s.roundTripNanos() >= 0)
                .min(Comparator.comparingLong(Sample::roundTripNanos))
                .orElseThrow(() -> new IllegalArgumentException("every clock sample has a negative round trip"));
        return new ClockOffset(
                best.offsetNanos(), (best.roundTripNanos() + 1) / 2, best.roundTripNanos(), samples.size());
    }
}
