package io.msgbench.workload;

import io.msgbench.config.FieldReader;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * One field of a workload, declared once in {@link WorkloadFields}: the {@link Workload} component it fills, its
 * YAML key and the keys that give it another way (OMB's minutes), its default, how the loader reads a plain value,
 * and when and how a result records it. The loader's known keys, the builder's defaults, {@link Workload#asMap()}
 * and the copies a sweep makes all follow from these declarations.
 *
 * @param read     how a plain value is read and checked ({@code fields.integer(key, 1)}, ...); {@code null} for a
 *                 field whose reading depends on others (the loader reads it itself)
 * @param recorded whether a result records the field for this workload (some only apply to one shape)
 * @param yaml     the value as the file writes it (durations as text, enums by name)
 */
record WorkloadField(
        String component,
        String key,
        List<String> otherKeys,
        Object defaultValue,
        BiFunction<FieldReader, String, Optional<?>> read,
        Predicate<Workload> recorded,
        UnaryOperator<Object> yaml) {
    /** The default of a field that has none: the builder refuses to build without it. */
    static final Object REQUIRED = new Object() {
        @Override
        public String toString() {
            return "no default";
        }
    };

    boolean required() {
        return defaultValue == REQUIRED;
    }

    /** Every key that gives this field in a file. */
    List<String> keys() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(key), otherKeys.stream())
                .toList();
    }
}
