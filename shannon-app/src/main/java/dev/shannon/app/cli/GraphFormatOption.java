package dev.shannon.app.cli;

import dev.shannon.app.io.GraphInputFormat;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code --format}: how a command reads a graph file: text, JSON or graph6, or told by its content; a picocli mixin. */
public final class GraphFormatOption {
    @Option(
            names = "--format",
            paramLabel = "FORMAT",
            defaultValue = "auto",
            converter = Converter.class,
            description = "The graph file's format: auto, text, json or graph6 (default: ${DEFAULT-VALUE}).")
    GraphInputFormat format;

    public GraphInputFormat format() {
        return format;
    }

    /** A format's name in any case; anything else is a usage error naming the choices. */
    static final class Converter implements ITypeConverter<GraphInputFormat> {
        @Override
        public GraphInputFormat convert(String value) {
            try {
                return GraphInputFormat.valueOf(value.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("unknown format '" + value + "' (auto, text, json, graph6)");
            }
        }
    }
}
