package io.msgbench.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code 10%} or {@code 10} → 0.10. */
final class PercentConverter implements ITypeConverter<Double> {
    @Override
    public Double convert(String value) {
        String number = value.strip().endsWith("%")
                ? value.strip().substring(0, value.strip().length() - 1)
                : value;
        try {
            double percent = Double.parseDouble(number.strip());
            if (percent < 0 || percent >= 100) {
                throw new TypeConversionException("expected a percentage from 0% to below 100%, got '" + value + "'");
            }
            return percent / 100.0;
        } catch (NumberFormatException e) {
            throw new TypeConversionException("expected a percentage such as 10%, got '" + value + "'");
        }
    }
}
