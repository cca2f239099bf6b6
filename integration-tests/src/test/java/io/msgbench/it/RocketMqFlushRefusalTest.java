package io.msgbench.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.cli.ExitCode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** A driver file that requires another flushDiskType than the RocketMQ brokers report is refused in one line. */
@ExtendWith(RocketMqBroker.class)
class RocketMqFlushRefusalTest {

    /** Against the module's shared broker (ASYNC_FLUSH): the refusal needs no broker of its own. */
    @Test
    void aBrokerWithAnotherFlushThanTheDriverFileRequiresIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path driver = CliTest.write(dir, "rocketmq-sync.yaml", """
                name: RocketMQ-sync
                driverClass: rocketmq
                namesrvAddr: %s
                clusterName: %s
                flushDiskType: SYNC_FLUSH
                """.formatted(
                        RocketMqBroker.placeholder("embedded.namesrvAddr"),
                        RocketMqBroker.placeholder("embedded.clusterName")));
        Path result = dir.resolve("sync.json");

        Cli.Outcome outcome =
                Cli.run("--drivers", driver.toString(), "--output", result.toString(), CliTest.smokeWorkload());

        assertThat(outcome.exit()).as(outcome.out() + outcome.err()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(outcome.err().strip())
                .isEqualTo("error: " + driver + ":5: flushDiskType: the driver file says"
                        + " SYNC_FLUSH, but the brokers report ASYNC_FLUSH");
        assertThat(result).doesNotExist();
    }
}
