package io.msgbench.cli;

import io.msgbench.config.DurationText;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads CLI durations the way workloads write them: {@code 500ms}, {@code 30s}, {@code 2m}. */
final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
        return DurationText.parse(value)
                .orElseThrow(() -> new TypeConversionException(
                        "expected a duration with a unit (" + DurationText.UNITS + "), got '" + value + "'"));
    }
}
