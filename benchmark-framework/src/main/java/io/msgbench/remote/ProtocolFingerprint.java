package io.msgbench.remote;

import io.msgbench.worker.Command;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The shape of the worker protocol, as a short hash: every command, its answer and the protocol's own messages,
 * followed into each of msgbench's types they hold (record components, enum constants, fields). Any change of a
 * message's shape changes it, with no version number to remember to raise, so a coordinator and a worker of two
 * builds that would misread each other tell so on the first answer instead of failing on a field later.
 */
final class ProtocolFingerprint {
    private static final String OWN_TYPES = "io.msgbench.";
    private static final int HEX_DIGITS = 12;

    /** This build's protocol. */
    static final String CURRENT = of(roots());

    private ProtocolFingerprint() {}

    /** The types the protocol starts from: every command (with its answer) and the protocol's own messages. */
    static List<Class<?>> roots() {
        List<Class<?>> roots = new ArrayList<>(List.of(Command.class));
        roots.addAll(Arrays.asList(Messages.class.getDeclaredClasses()));
        return roots;
    }

    /** The hash of {@link #shapes(List)}. */
    static String of(List<Class<?>> roots) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(String.join("\n", shapes(roots)).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, HEX_DIGITS);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JVM", e);
        }
    }

    /** One line per type of msgbench reachable from {@code roots}, sorted: its name and its shape. */
    static Set<String> shapes(List<Class<?>> roots) {
        Walk walk = new Walk();
        roots.forEach(walk::visit);
        return walk.shapes;
    }

    private static final class Walk {
        private final Set<String> seen = new TreeSet<>();
        private final Set<String> shapes = new TreeSet<>();

        void visit(Type type) {
            if (type instanceof ParameterizedType parameterized) {
                visit(parameterized.getRawType());
                Arrays.stream(parameterized.getActualTypeArguments()).forEach(this::visit);
            } else if (type instanceof GenericArrayType array) {
                visit(array.getGenericComponentType());
            } else if (type instanceof WildcardType wildcard) {
                Arrays.stream(wildcard.getUpperBounds()).forEach(this::visit);
                Arrays.stream(wildcard.getLowerBounds()).forEach(this::visit);
            } else if (type instanceof Class<?> plain) {
                visitClass(plain.isArray() ? plain.getComponentType() : plain);
            }
        }

        private void visitClass(Class<?> type) {
            if (!type.getName().startsWith(OWN_TYPES) || !seen.add(type.getName())) {
                return; // the JDK's and libraries' types are what they are; ours are followed once
            }
            shapes.add(type.getName() + " " + shape(type));
            Arrays.stream(type.getGenericInterfaces()).forEach(this::visit); // a command's answer: Command<A>
            Class<?>[] permitted = type.getPermittedSubclasses();
            Arrays.stream(permitted == null ? new Class<?>[0] : permitted).forEach(this::visit);
        }

        private String shape(Class<?> type) {
            if (type.isRecord()) {
                List<String> components = new ArrayList<>();
                for (RecordComponent component : type.getRecordComponents()) {
                    components.add(component.getName() + ": "
                            + component.getGenericType().getTypeName());
                    visit(component.getGenericType());
                }
                return "record(" + String.join(", ", components) + ")";
            }
            if (type.isEnum()) {
                return "enum"
                        + Arrays.stream(type.getEnumConstants())
                                .map(constant -> ((Enum<?>) constant).name())
                                .toList();
            }
            if (type.isInterface()) {
                return "interface";
            }
            List<String> fields = new ArrayList<>();
            for (Field field : type.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                    fields.add(field.getName() + ": " + field.getGenericType().getTypeName());
                    visit(field.getGenericType());
                }
            }
            return "class(" + String.join(", ", fields) + ")";
        }
    }
}
