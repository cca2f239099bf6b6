package io.msgbench.driver.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.msgbench.driver.api.BenchmarkDriver;
import io.msgbench.driver.api.ConsumerCallback;
import io.msgbench.driver.api.DriverConfig;
import io.msgbench.driver.api.DriverConfigException;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The test driver's own contract: strict keys, and each fault applied to exactly the chosen messages. */
class FaultDriverTest {

    private static DriverConfig config(Map<String, Object> values) {
        return new DriverConfig(values, Set.of("name", "driverClass"));
    }

    /** A framework header (magic "MB", version 1) for one producer's message. */
    private static byte[] message(int keyIndex, long sequence) {
        return ByteBuffer.allocate(28)
                .putShort((short) 0x4D42)
                .put((byte) 1)
                .put((byte) 0)
                .putInt(0)
                .putInt(keyIndex)
                .putLong(sequence)
                .putLong(0)
                .array();
    }

    private static List<Long> deliver(FaultPlan plan, byte[]... messages) {
        List<Long> delivered = new ArrayList<>();
        FaultyDelivery delivery = new FaultyDelivery(
                payload -> delivered.add(ByteBuffer.wrap(payload).getLong(12)), plan);
        for (byte[] message : messages) {
            delivery.messageReceived(message);
        }
        return delivered;
    }

    private static FaultPlan plan(Map<String, Object> faults) {
        return FaultPlan.read(config(faults));
    }

    /** A method the SPI adds with a default would answer for the wrapped driver with the default: nothing. */
    @Test
    void passesEveryDriverMethodOnToTheDriverItWraps() {
        for (Method method : BenchmarkDriver.class.getMethods()) {
            assertThat(declares(FaultDriver.class, method))
                    .as(method.toString())
                    .isTrue();
        }
    }

    private static boolean declares(Class<?> type, Method method) {
        try {
            return type.getDeclaredMethod(method.getName(), method.getParameterTypes())
                    .getDeclaringClass()
                    .equals(type);
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    @Test
    void dropsDuplicatesAndDelaysOnlyTheChosenSequences() {
        FaultPlan plan =
                plan(Map.of("dropOnReceive", List.of(1), "deliverTwice", List.of(2), "deliverLate", List.of(3)));

        List<Long> delivered = deliver(
                plan,
                message(0, 0),
                message(0, 1),
                message(0, 2),
                message(7, 3),
                message(0, 4),
                message(7, 5),
                message(0, 6));

        assertThat(delivered).containsExactly(0L, 2L, 2L, 4L, 5L, 3L, 6L);
    }

    @Test
    void probesAndForeignPayloadsPassUntouched() {
        FaultPlan plan = plan(Map.of("dropOnReceive", List.of(0)));
        byte[] probe = message(0, 0);
        probe[3] = 1;
        List<byte[]> delivered = new ArrayList<>();
        FaultyDelivery delivery = new FaultyDelivery(delivered::add, plan);

        delivery.messageReceived(probe);
        delivery.messageReceived(new byte[] {1, 2, 3});

        assertThat(delivered).hasSize(2);
    }

    @Test
    void anOutOfBandHeaderChoosesTheFaultsAndIsHandedOnApartFromTheBody() {
        FaultPlan plan =
                plan(Map.of("dropOnReceive", List.of(1), "deliverTwice", List.of(2), "deliverLate", List.of(3)));
        byte[] body = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        List<Long> delivered = new ArrayList<>();
        FaultyDelivery delivery = new FaultyDelivery(
                new ConsumerCallback() {
                    @Override
                    public void messageReceived(byte[] payload) {
                        throw new AssertionError("the header was joined to the body");
                    }

                    @Override
                    public void messageReceived(byte[] header, byte[] received) {
                        assertThat(received).isSameAs(body);
                        delivered.add(ByteBuffer.wrap(header).getLong(12));
                    }
                },
                plan);

        for (byte[] header :
                List.of(message(0, 0), message(0, 1), message(0, 2), message(7, 3), message(0, 4), message(7, 5))) {
            delivery.messageReceived(header, body);
        }

        assertThat(delivered).containsExactly(0L, 2L, 2L, 4L, 5L, 3L);
    }

    @Test
    void itCarriesTheHeaderOutOfBandExactlyWhenTheDriverItWrapsDoes() {
        FaultDriver kafka = new FaultDriver();
        kafka.checkConfig(config(Map.of(
                "wraps", "io.msgbench.driver.kafka.KafkaDriver", "commonConfig", "bootstrap.servers=localhost:9092")));
        FaultDriver loopback = new FaultDriver();
        loopback.checkConfig(config(Map.of("wraps", "loopback")));

        assertThat(kafka.carriesHeaderOutOfBand()).isTrue();
        assertThat(loopback.carriesHeaderOutOfBand()).isFalse();
    }

    @Test
    void aMisspeltFaultKeyNamesItAndTheNearestValidKey() {
        assertThatThrownBy(() -> FaultPlan.read(config(Map.of("faults", Map.of("dropOnRecieve", List.of(1))))
                        .section("faults")))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("faults.dropOnRecieve")
                .hasMessageContaining("dropOnReceive");
    }

    @Test
    void aStallNeedsBothItsSequenceAndItsLength() {
        assertThatThrownBy(() -> plan(Map.of("stallSendAtSequence", 10)))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("faults.stallMillis");
    }

    @Test
    void aWrappedDriverThatIsNotInTheFolderIsNamedWithTheKnownOnes() {
        FaultDriver driver = new FaultDriver();
        assertThatThrownBy(() -> driver.checkConfig(config(Map.of("wraps", "pulsar"))))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("wraps")
                .hasMessageContaining("no driver named 'pulsar'")
                .hasMessageContaining("loopback");
    }

    @Test
    void theWrappedDriverChecksItsOwnKeysWithoutTheFaultKeys() {
        FaultDriver driver = new FaultDriver();
        driver.checkConfig(config(Map.of(
                "name", "x", "wraps", "loopback", "faults", Map.of("deliverTwice", List.of(1)), "deliveryThreads", 2)));
        assertThatThrownBy(() -> driver.checkConfig(config(Map.of("wraps", "loopback", "deliveryThread", 2))))
                .isInstanceOf(DriverConfigException.class)
                .hasMessageContaining("deliveryThread");
    }
}
