package io.msgbench.embedded.launcher;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/** The address every embedded broker serves on, and free ports there. */
public final class Loopback {
    public static final String HOST = "127.0.0.1";
    /** {@link #HOST} as an address: its four bytes, no name lookup. */
    public static final InetAddress ADDRESS = address();
    /** Every port {@link #freePort} gave in this JVM: a broker that binds several must get several. */
    private static final Set<Integer> GIVEN = ConcurrentHashMap.newKeySet();
    /** Where the ports msgbench picks start: above the well-known services' ports. */
    private static final int LOWEST = 10_000;

    private static final Path EPHEMERAL_RANGE = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
    private static final int DEFAULT_EPHEMERAL_LOW = 32_768;
    /** Read once: the range does not change while a broker starts. */
    private static final int EPHEMERAL_LOW = readEphemeralLow();

    private Loopback() {}

    private static InetAddress address() {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (UnknownHostException e) {
            throw new AssertionError(e); // thrown only for an address of the wrong length
        }
    }

    /**
     * A port that was free a moment ago, and never one this JVM was given before: the kernel may hand a just
     * closed port out again, and a broker that got one port twice (most likely what once left Pravega's segment
     * store clients talking to its ZooKeeper) binds one and waits for the other forever. Between this pick and the
     * broker's bind, only a process that binds that very port could take it (see {@link #anyFreePort}).
     */
    public static int freePort() throws IOException {
        return unseen(Loopback::anyFreePort, GIVEN);
    }

    /** The first port from {@code source} not in {@code given}, which it joins. */
    static int unseen(PortSource source, Set<Integer> given) throws IOException {
        while (true) {
            int port = source.next();
            if (given.add(port)) {
                return port;
            }
        }
    }

    /**
     * A port that binds now, below the kernel's ephemeral range: the client connections a starting broker opens
     * (Pulsar's to its own ZooKeeper and bookie, say) take their local ports from that range, so a port picked
     * there could be taken before the broker binds it (seen once: Pulsar's "Address already in use").
     */
    private static int anyFreePort() throws IOException {
        int high = ephemeralLow() - 1;
        for (int attempt = 0; high - LOWEST > 1_000 && attempt < 100; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(LOWEST, high + 1);
            try (ServerSocket socket = new ServerSocket(port, 1, ADDRESS)) {
                return socket.getLocalPort();
            } catch (BindException taken) {
                // another service holds it: try another
            }
        }
        try (ServerSocket socket = new ServerSocket(0, 1, ADDRESS)) {
            return socket.getLocalPort();
        }
    }

    /** The first port of the kernel's ephemeral range (Linux's default where it cannot be read). */
    static int ephemeralLow() {
        return EPHEMERAL_LOW;
    }

    private static int readEphemeralLow() {
        try {
            // readAllLines, not readString: on this procfs file JDK 17's readString returned "3", one byte
            return Integer.parseInt(
                    Files.readAllLines(EPHEMERAL_RANGE).get(0).trim().split("\\s+", -1)[0]);
        } catch (IOException | RuntimeException e) {
            return DEFAULT_EPHEMERAL_LOW;
        }
    }

    /** Where ports come from: the kernel's choice, or a test's list. */
    interface PortSource {
        int next() throws IOException;
    }
}
