package io.msgbench.embedded.kafka;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Properties;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Exit;
import org.apache.kafka.common.utils.Time;

/** Formats the storage of one KRaft node and runs it in this JVM (what kafka-storage.sh and kafka.Kafka do). */
final class KafkaNode {
    private final KafkaRaftServer server;

    private KafkaNode(KafkaRaftServer server) {
        this.server = server;
    }

    /** Formats the log dirs with a fresh cluster id, then starts broker and controller. */
    static KafkaNode formatAndStart(Properties properties, Path propertiesFile) {
        format(propertiesFile);
        return start(properties);
    }

    /** Starts broker and controller on log dirs formatted earlier (a restart keeps the data). */
    static KafkaNode start(Properties properties) {
        KafkaRaftServer server = new KafkaRaftServer(KafkaConfig.fromProps(properties, false), Time.SYSTEM);
        KafkaNode node = new KafkaNode(server);
        server.startup();
        return node;
    }

    /** Stops the node and waits until its threads are gone. */
    void stop() {
        server.shutdown();
        server.awaitShutdown();
    }

    private static void format(Path propertiesFile) {
        String[] args = {"format", "-t", Uuid.randomUuid().toString(), "-c", propertiesFile.toString()};
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        // StorageTool.execute does not exit, but guard anyway: a System.exit here would kill the broker silently
        Exit.setExitProcedure((code, message) -> {
            throw new IllegalStateException("storage format tried to exit with " + code + ": " + message);
        });
        PrintStream printStream = new PrintStream(output, true, StandardCharsets.UTF_8);
        int code;
        try {
            code = StorageTool.execute(args, printStream);
        } catch (RuntimeException e) {
            // kafka.tools.TerseFailure carries the reason in its message
            throw new IllegalStateException("storage format failed: " + e.getMessage(), e);
        } finally {
            Exit.resetExitProcedure();
        }
        if (code != 0) {
            throw new IllegalStateException("storage format failed with code " + code + ": "
                    + output.toString(StandardCharsets.UTF_8).trim());
        }
    }
}
