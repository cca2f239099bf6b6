package io.msgbench.cli;

import io.msgbench.config.ConfigException;
import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.LoadedDriver;
import io.msgbench.measure.PayloadHeader;
import io.msgbench.workload.HeaderPlacement;
import io.msgbench.workload.Workload;
import java.nio.file.Path;
import java.util.List;

/**
 * Before any broker starts: a message smaller than msgbench's header, or {@code header: out-of-band}, needs a
 * driver that carries the header out of band; on one that cannot, the run stops here in one line instead of
 * sending messages bigger than asked. {@code header: payload} accepts the padding (28 bytes on the wire).
 */
final class HeaderPreflight {
    private HeaderPreflight() {}

    /** @throws ConfigException naming the workload file and its {@code messageSize} or {@code header} */
    static void check(DriverSpecs specs, List<Workload> workloads, List<Path> workloadFiles, DriverLoader drivers) {
        if (workloads.stream().noneMatch(HeaderPreflight::needsOutOfBand)) {
            return;
        }
        for (DriverSpec spec : specs) {
            if (carriesHeaderOutOfBand(drivers, spec)) {
                continue;
            }
            for (int i = 0; i < workloads.size(); i++) {
                Workload workload = workloads.get(i);
                if (workload.header() == HeaderPlacement.OUT_OF_BAND) {
                    throw ConfigException.of(
                            workloadFiles.get(i).toString(),
                            null,
                            "header",
                            "out-of-band, but " + HeaderPlacement.cannotCarry(spec.name()));
                }
                if (needsOutOfBand(workload)) {
                    throw ConfigException.of(
                            workloadFiles.get(i).toString(),
                            null,
                            "messageSize",
                            workload.messageSize()
                                    + " is below msgbench's " + PayloadHeader.SIZE
                                    + "-byte measuring header, and driver '"
                                    + spec.name()
                                    + "' cannot carry it out of band (Kafka and Pulsar can); header: payload"
                                    + " sends the messages at " + PayloadHeader.SIZE + " bytes");
                }
            }
        }
    }

    private static boolean needsOutOfBand(Workload workload) {
        return workload.header().wantsOutOfBand(workload.messageSize(), PayloadHeader.SIZE);
    }

    private static boolean carriesHeaderOutOfBand(DriverLoader drivers, DriverSpec spec) {
        return DriverQuestion.ask(drivers, spec, LoadedDriver::carriesHeaderOutOfBand)
                .orElse(true);
    }
}
