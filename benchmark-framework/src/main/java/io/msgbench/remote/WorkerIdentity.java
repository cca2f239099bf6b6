package io.msgbench.remote;

import io.msgbench.result.Environment;

/**
 * What a worker says of itself on every answer (header {@code X-Msgbench-Worker}): the protocol it speaks, as
 * {@code v1/<fingerprint>}, and its msgbench version, e.g. {@code v1/3f9a0c12d4e7 msgbench/0.1.0-SNAPSHOT}. A
 * coordinator talks only to workers of its own protocol; before this check existed, workers sent {@code v1}.
 */
record WorkerIdentity(String protocol, String version) {
    static final String HEADER = "X-Msgbench-Worker";
    private static final String VERSION_PREFIX = "msgbench/";

    /** This build's identity. */
    static final WorkerIdentity CURRENT =
            new WorkerIdentity("v1/" + ProtocolFingerprint.CURRENT, Environment.version());

    /** The header's value as a worker sends it. */
    String header() {
        return protocol + " " + VERSION_PREFIX + version;
    }

    /** Reads a header: the protocol, then the version when there is one. */
    static WorkerIdentity parse(String header) {
        String[] words = header.trim().split("\\s+", 2);
        String version = words.length == 2 && words[1].startsWith(VERSION_PREFIX)
                ? words[1].substring(VERSION_PREFIX.length())
                : "unknown";
        return new WorkerIdentity(words[0], version);
    }

    /** How a person tells two builds apart: the version and the protocol. */
    String describe() {
        return "msgbench " + version + ", protocol " + protocol;
    }
}
