package dev.shannon.app.cli;

import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A picocli converter made of a domain type's own parser: the parser's {@link
 * IllegalArgumentException} becomes picocli's conversion error, so a bad value is one line and
 * exit 2 naming the option.
 */
public abstract class ParsingConverter<T> implements ITypeConverter<T> {
    private final Function<String, T> parse;

    protected ParsingConverter(Function<String, T> parse) {
        this.parse = parse;
    }

    @Override
    public final T convert(String value) {
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
