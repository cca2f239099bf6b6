package io.msgbench.perf.floor;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;

/**
 * The floor of {@code bin/perf}'s Kafka comparison: Kafka's producer and consumer in a loop that measures nothing
 * (no header, no timestamps, no histograms, no delivery accounting), one JVM, the same records and producer
 * settings as the tools it is compared with. It sends as fast as the producer takes records while a consumer reads
 * the topic; after the warm-up it prints {@code bare: window starts}, reads its own CPU time and its counts, after
 * the window again, and prints:
 * <pre>bare: acked=N received=M seconds=S cpuNanos=C</pre>
 * Arguments: {@code BOOTSTRAP TOPIC RECORD_SIZE WARMUP_SECONDS WINDOW_SECONDS [producer key=value ...]}.
 */
public final class BareKafkaClient {
    private final LongAdder acked = new LongAdder();
    private final LongAdder received = new LongAdder();
    private final AtomicBoolean running = new AtomicBoolean(true);

    public static void main(String[] args) throws Exception {
        if (args.length < 5) {
            System.err.println(
                    "usage: BareKafkaClient BOOTSTRAP TOPIC RECORD_SIZE WARMUP_SECONDS WINDOW_SECONDS [k=v ...]");
            System.exit(2);
        }
        Properties producer = new Properties();
        for (int i = 5; i < args.length; i++) {
            String[] pair = args[i].split("=", 2);
            producer.put(pair[0], pair[1]);
        }
        producer.put("bootstrap.servers", args[0]);
        new BareKafkaClient()
                .run(producer, args[1], Integer.parseInt(args[2]), Long.parseLong(args[3]), Long.parseLong(args[4]));
    }

    private void run(Properties producerProps, String topic, int recordSize, long warmupSeconds, long windowSeconds)
            throws Exception {
        Thread consumer = new Thread(() -> consume(producerProps.getProperty("bootstrap.servers"), topic), "consumer");
        consumer.start();
        Thread sender = new Thread(() -> send(producerProps, topic, recordSize), "sender");
        sender.start();
        Thread.sleep(warmupSeconds * 1_000);
        System.out.println("bare: window starts");
        System.out.flush();
        long cpu = cpuNanos();
        long ackedAtStart = acked.sum();
        long receivedAtStart = received.sum();
        long start = System.nanoTime();
        Thread.sleep(windowSeconds * 1_000);
        long cpuUsed = cpuNanos() - cpu;
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(
                Locale.ROOT,
                "bare: acked=%d received=%d seconds=%.3f cpuNanos=%d%n",
                acked.sum() - ackedAtStart,
                received.sum() - receivedAtStart,
                seconds,
                cpuUsed);
        System.out.flush();
        running.set(false);
        sender.join();
        consumer.join();
    }

    private void send(Properties props, String topic, int recordSize) {
        byte[] value = new byte[recordSize];
        try (KafkaProducer<byte[], byte[]> producer =
                new KafkaProducer<>(props, new ByteArraySerializer(), new ByteArraySerializer())) {
            while (running.get()) {
                var unused = producer.send(new ProducerRecord<>(topic, value), (metadata, error) -> {
                    if (error == null) {
                        acked.increment();
                    }
                });
            }
            producer.close(Duration.ofSeconds(30));
        }
    }

    private void consume(String bootstrap, String topic) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "bare-" + topic);
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        try (KafkaConsumer<byte[], byte[]> consumer =
                new KafkaConsumer<>(props, new ByteArrayDeserializer(), new ByteArrayDeserializer())) {
            consumer.subscribe(List.of(topic));
            while (running.get()) {
                received.add(consumer.poll(Duration.ofMillis(100)).count());
            }
        }
    }

    private static long cpuNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
