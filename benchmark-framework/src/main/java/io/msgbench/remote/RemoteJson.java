package io.msgbench.remote;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDelegatingDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdDelegatingSerializer;
import com.fasterxml.jackson.databind.type.TypeFactory;
import com.fasterxml.jackson.databind.util.StdConverter;
import io.msgbench.driver.DriverSpec;
import io.msgbench.result.HistogramCodec;
import java.util.function.Function;
import org.HdrHistogram.Histogram;

/**
 * The one JSON mapping both ends of the worker protocol use: strict about missing and unknown fields. Commands
 * and answers are written as they are, except a histogram (HdrHistogram's compressed encoding, base64) and a
 * driver spec (the resolved YAML: file, name, driver class and values).
 */
public final class RemoteJson {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS) // "{...} garbage" is malformed, not "{...}"
            .registerModule(wireForms());

    /** Bytes of {@code message} on the wire (its JSON, UTF-8): what one command or answer costs to send. */
    public static int wireSize(Object message) {
        try {
            return MAPPER.writeValueAsBytes(message).length;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "cannot write " + message.getClass().getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    /** Header carrying the shared token: {@code Authorization: Bearer <token>}. */
    static final String AUTHORIZATION = "Authorization";

    static final String BEARER = "Bearer ";
    /** Header naming the coordinator's session: a worker serves one coordinator at a time. */
    static final String SESSION = "X-Msgbench-Session";

    private RemoteJson() {}

    private static SimpleModule wireForms() {
        SimpleModule module = new SimpleModule("msgbench-worker-protocol");
        module.addSerializer(
                Histogram.class,
                new StdDelegatingSerializer(
                        Histogram.class, converter(Histogram.class, String.class, HistogramCodec::encode)));
        module.addDeserializer(
                Histogram.class,
                new StdDelegatingDeserializer<>(converter(String.class, Histogram.class, HistogramCodec::decode)));
        module.addSerializer(
                DriverSpec.class,
                new StdDelegatingSerializer(
                        DriverSpec.class,
                        converter(DriverSpec.class, Messages.DriverSpecMessage.class, Messages.DriverSpecMessage::of)));
        module.addDeserializer(
                DriverSpec.class,
                new StdDelegatingDeserializer<>(converter(
                        Messages.DriverSpecMessage.class, DriverSpec.class, Messages.DriverSpecMessage::toSpec)));
        return module;
    }

    /** A conversion whose types Jackson cannot read off a lambda: they are given. */
    private static <I, O> StdConverter<I, O> converter(Class<I> in, Class<O> out, Function<I, O> convert) {
        return new StdConverter<>() {
            @Override
            public O convert(I value) {
                return convert.apply(value);
            }

            @Override
            public JavaType getInputType(TypeFactory types) {
                return types.constructType(in);
            }

            @Override
            public JavaType getOutputType(TypeFactory types) {
                return types.constructType(out);
            }
        };
    }
}
