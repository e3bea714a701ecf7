package dev.shannon.app.cli.bridgit;

import dev.shannon.bridgit.Side;
import picocli.CommandLine;

/** Parses "red" or "blue" for options. */
final class SideConverter implements CommandLine.ITypeConverter<Side> {
    @Override
    public Side convert(String value) {
        try {
            return Side.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
