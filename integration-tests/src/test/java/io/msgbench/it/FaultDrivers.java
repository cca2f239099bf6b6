package io.msgbench.it;

import io.msgbench.driver.DriverLoader;
import io.msgbench.driver.DriverSpec;
import io.msgbench.driver.DriverSpecLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The fault-injecting test driver ({@code fault-driver} module, {@code driverClass: faults}): a driver folder
 * like any other, holding the Kafka and loopback drivers it wraps. The framework never searches it
 * (it is neither {@code driver-*}/target/lib nor lib/drivers/*), so tests name it: through a
 * {@link DriverLoader} of that folder, or as {@code lib/drivers/faults} of a home they prepare.
 */
final class FaultDrivers {
    private FaultDrivers() {
    }

    static Path folder() {
        Path folder = KafkaBroker.home().resolve("fault-driver/target/lib");
        if (!Files.isDirectory(folder)) {
            throw new IllegalStateException(folder + " is missing; build it with: mvn -DskipTests package");
        }
        return folder;
    }

    static DriverLoader loader() {
        return new DriverLoader(List.of(folder()));
    }

    /** Writes a driver YAML to {@code dir} and loads it as the CLI would. */
    static DriverSpec spec(Path dir, String name, String yaml) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, yaml);
        return DriverSpecLoader.load(file).withPlaceholders(Map.of());
    }

    /** Kafka on the module's test broker (as driver-kafka/kafka-embedded.yaml), with {@code faults} injected. */
    static String kafkaWith(String faults) {
        return """
                name: Kafka-with-faults
                driverClass: faults
                wraps: io.msgbench.driver.kafka.KafkaDriver
                faults:
                %s
                replicationFactor: 1
                commonConfig: |
                  bootstrap.servers=%s
                producerConfig: |
                  acks=all
                  linger.ms=1
                consumerConfig: |
                  auto.offset.reset=earliest
                  enable.auto.commit=false
                """.formatted(faults.indent(2).stripTrailing(), KafkaBroker.bootstrapServers());
    }
}
