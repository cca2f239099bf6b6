package io.msgbench.perf;

import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import io.msgbench.result.Metric;

/** Rate fidelity: achieved / target at fixed rates through the calibration driver, and how late sends were. */
final class FidelitySection {
    static final double[] RATES = {1_000, 50_000, 500_000};
    static final double TOLERANCE = 0.005;

    private FidelitySection() {}

    static void run(SuiteSettings settings, Report report) {
        report.section("fidelity", "Rate fidelity: loopback driver, 100 B, 1 producer + 1 consumer, fixed rates");
        DriverSpec loopback = DriverSpecLoader.load(settings.driverFile("driver-loopback/loopback.yaml"));
        for (double rate : RATES) {
            String name = "fidelity-" + (long) rate;
            Observation run = ObservedRun.run(
                    settings.home(), loopback, Workloads.of(name, 1, rate, settings), settings.interval());
            double ratio = run.publishRate() / rate;
            String at = Report.number(rate) + " msg/s";
            report.figure(name + ".achieved", "target " + at + ": achieved", run.publishRate(), "msg/s");
            report.figure(name + ".ratio", "  achieved / target", ratio, "");
            report.figure(name + ".sendDelayP50Micros", "  send delay p50", run.micros(Metric.SEND_DELAY, 50), "µs");
            report.figure(name + ".sendDelayP99Micros", "  send delay p99", run.micros(Metric.SEND_DELAY, 99), "µs");
            report.figure(
                    name + ".cpuMicrosPerMessage",
                    "  CPU per message (whole process)",
                    run.cpuNanosPerMessage() / 1_000,
                    "µs");
            report.figure(name + ".cores", "  cores used", run.cores(), "");
            report.figure(name + ".senderCores", "    of which the sender thread", run.senderCores(), "");
            report.figure(
                    name + ".publishP99Micros", "  publish latency p99", run.micros(Metric.PUBLISH_LATENCY, 99), "µs");
            report.check(
                    "rate fidelity at " + at + ": |achieved/target - 1|", Math.abs(ratio - 1), TOLERANCE, false, "");
        }
    }
}
