package io.msgbench.embedded.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LoopbackTest {
    /** The kernel handed port 5 out twice: the second broker port is the next one it gives, 7. */
    @Test
    void aPortTheKernelGivesAgainIsSkipped() throws Exception {
        Iterator<Integer> kernel = List.of(5, 5, 5, 7).iterator();
        Set<Integer> given = new HashSet<>();

        assertThat(Loopback.unseen(kernel::next, given)).isEqualTo(5);
        assertThat(Loopback.unseen(kernel::next, given)).isEqualTo(7);
        assertThat(given).containsExactlyInAnyOrder(5, 7);
    }

    @Test
    void freePortsAreDistinctAndBindable() throws Exception {
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            ports.add(Loopback.freePort());
        }

        // below the ephemeral range, where a broker's own client connections take their local ports
        assertThat(ports)
                .hasSize(20)
                .allSatisfy(port -> assertThat(port).isBetween(10_000, Loopback.ephemeralLow() - 1));
    }
}
