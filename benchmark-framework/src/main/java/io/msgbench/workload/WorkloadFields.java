package io.msgbench.workload;

import io.msgbench.config.DurationText;
import io.msgbench.config.FieldReader;
import io.msgbench.driver.api.ReadFrom;
import io.msgbench.result.FaultSpec;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The fields of a workload file, each declared once, in the order a result records them. A field added to
 * {@link Workload} is added here (and its builder setter); the known keys, defaults, the map view and sweep copies
 * follow. {@code WorkloadFieldsTest} holds the declarations and the record's components to each other.
 */
final class WorkloadFields {
    private static final Predicate<Workload> ALWAYS = w -> true;
    private static final UnaryOperator<Object> AS_IS = v -> v;
    private static final UnaryOperator<Object> NAME_OF = v -> ((Enum<?>) v).name();
    private static final UnaryOperator<Object> DURATION_TEXT = v -> DurationText.format((Duration) v);
    /** Read by the loader itself: their rules involve other fields. */
    private static final BiFunction<FieldReader, String, Optional<?>> OWN_RULES = null;

    static final List<WorkloadField> ALL = List.of(
            field("name", WorkloadField.REQUIRED, OWN_RULES, ALWAYS),
            field("topics", WorkloadField.REQUIRED, OWN_RULES, ALWAYS),
            field("topicNames", List.of(), OWN_RULES, Workload::usesExistingTopics),
            field("createMissingTopics", false, OWN_RULES, Workload::usesExistingTopics),
            field(
                    "partitionsPerTopic",
                    1,
                    (f, k) -> f.integer(k, 1),
                    w -> !w.usesExistingTopics() || w.createMissingTopics()),
            new WorkloadField(
                    "keyDistributor",
                    "keyDistributor",
                    List.of(),
                    KeyDistributorType.NO_KEY,
                    (f, k) -> f.choice(k, KeyDistributorType.class),
                    ALWAYS,
                    NAME_OF),
            field(
                    "zipfExponent",
                    1.0,
                    (f, k) -> f.number(k, 0, 100),
                    w -> w.keyDistributor() == KeyDistributorType.ZIPF),
            field("messageSize", WorkloadField.REQUIRED, OWN_RULES, ALWAYS),
            new WorkloadField(
                    "header",
                    "header",
                    List.of(),
                    HeaderPlacement.AUTO,
                    (f, k) -> f.word(k, HeaderPlacement.words()).flatMap(HeaderPlacement::ofWord),
                    w -> w.header() != HeaderPlacement.AUTO,
                    v -> ((HeaderPlacement) v).word()),
            new WorkloadField(
                    "payloadFile",
                    "payloadFile",
                    List.of(),
                    Optional.empty(),
                    OWN_RULES,
                    w -> w.payloadFile().isPresent(),
                    v -> ((Optional<?>) v).map(Object::toString).orElse(null)),
            field("useRandomizedPayloads", false, (f, k) -> f.bool(k), ALWAYS),
            field("randomBytesRatio", 0.0, (f, k) -> f.number(k, 0, 1), ALWAYS),
            field("randomizedPayloadPoolSize", 0, OWN_RULES, ALWAYS),
            field("subscriptionsPerTopic", 1, (f, k) -> f.integer(k, 0), ALWAYS),
            field("consumerPerSubscription", 1, (f, k) -> f.integer(k, 1), ALWAYS),
            field("producersPerTopic", 1, (f, k) -> f.integer(k, 0), ALWAYS),
            field("producerRate", WorkloadField.REQUIRED, OWN_RULES, ALWAYS),
            field("spinWait", false, (f, k) -> f.bool(k), Workload::spinWait),
            field(
                    "minWakeIntervalMicros",
                    Workload.DEFAULT_MIN_WAKE_INTERVAL_MICROS,
                    (f, k) -> f.integer(k, 0),
                    w -> !w.spinWait() && w.producerRate() > 0),
            new WorkloadField(
                    "consumeFrom",
                    "consumeFrom",
                    List.of(),
                    Optional.empty(),
                    WorkloadFields::consumeFrom,
                    w -> w.consumeFrom().isPresent(),
                    v -> ((Optional<?>) v).map(from -> ((Enum<?>) from).name()).orElse(null)),
            field("consumerBacklogSizeGB", 0.0, (f, k) -> f.number(k, 0, Double.MAX_VALUE), ALWAYS),
            field("backlogDrainRatio", 1.0, (f, k) -> f.number(k, 0, 1), ALWAYS),
            new WorkloadField(
                    "warmupDuration",
                    "warmup",
                    List.of("warmupDurationMinutes"),
                    Duration.ofMinutes(1),
                    OWN_RULES,
                    ALWAYS,
                    DURATION_TEXT),
            new WorkloadField(
                    "testDuration",
                    "testDuration",
                    List.of("testDurationMinutes"),
                    Duration.ofMinutes(5),
                    OWN_RULES,
                    ALWAYS,
                    DURATION_TEXT),
            new WorkloadField(
                    "faults",
                    FaultListReader.KEY,
                    List.of(),
                    List.<FaultSpec>of(),
                    OWN_RULES,
                    w -> !w.faults().isEmpty(),
                    v -> ((List<?>) v)
                            .stream().map(f -> ((FaultSpec) f).asMap()).toList()));

    private static final Map<String, WorkloadField> BY_COMPONENT = new LinkedHashMap<>();
    private static final RecordComponent[] COMPONENTS = Workload.class.getRecordComponents();
    private static final Constructor<Workload> CANONICAL = canonical();

    static {
        ALL.forEach(field -> BY_COMPONENT.put(field.component(), field));
    }

    private WorkloadFields() {}

    /** consumeFrom's value is itself an Optional (empty where the workload does not set it): its read nests one. */
    @SuppressWarnings("OptionalMapToOptional") // the nesting is the point: see above
    private static Optional<?> consumeFrom(FieldReader fields, String key) {
        return fields.choice(key, ReadFrom.class).map(Optional::of);
    }

    /** A field whose component and key are one name, recorded as it is. */
    private static WorkloadField field(
            String name,
            Object defaultValue,
            BiFunction<FieldReader, String, Optional<?>> read,
            Predicate<Workload> recorded) {
        return new WorkloadField(name, name, List.of(), defaultValue, read, recorded, AS_IS);
    }

    /** Every key a workload file may use. */
    static List<String> keys() {
        return ALL.stream().flatMap(field -> field.keys().stream()).toList();
    }

    /** The declaration of a {@link Workload} component. */
    static WorkloadField of(String component) {
        WorkloadField field = BY_COMPONENT.get(component);
        if (field == null) {
            throw new IllegalStateException("Workload." + component + " has no declaration in WorkloadFields");
        }
        return field;
    }

    /** Each component's value, by component name. */
    static Map<String, Object> values(Workload workload) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (RecordComponent component : COMPONENTS) {
            try {
                values.put(component.getName(), component.getAccessor().invoke(workload));
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read Workload." + component.getName(), e);
            }
        }
        return values;
    }

    /** A workload of these component values; the record's own checks throw as they do for any construction. */
    static Workload construct(Map<String, Object> values) {
        Object[] arguments = Arrays.stream(COMPONENTS)
                .map(component -> values.get(component.getName()))
                .toArray();
        try {
            return CANONICAL.newInstance(arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct a Workload", e);
        }
    }

    /** The values a result records, under their YAML keys, in declaration order. */
    static Map<String, Object> recorded(Workload workload) {
        Map<String, Object> values = values(workload);
        Map<String, Object> map = new LinkedHashMap<>();
        for (WorkloadField field : ALL) {
            if (field.recorded().test(workload)) {
                map.put(field.key(), field.yaml().apply(values.get(field.component())));
            }
        }
        return map;
    }

    private static Constructor<Workload> canonical() {
        Class<?>[] types = Arrays.stream(Workload.class.getRecordComponents())
                .map(RecordComponent::getType)
                .toArray(Class<?>[]::new);
        try {
            return Workload.class.getDeclaredConstructor(types);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("Workload has no canonical constructor", e);
        }
    }
}
