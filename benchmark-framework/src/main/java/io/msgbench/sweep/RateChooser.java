package io.msgbench.sweep;

import java.util.List;
import java.util.OptionalDouble;

/** Picks a sweep's next target rate from the points so far: {@code 0} = unthrottled, empty = done. */
public interface RateChooser {
    OptionalDouble next(List<SweepPoint> done);
}
