package dev.shannon.app.cli;

import dev.shannon.switching.Player;
import picocli.CommandLine;

/** {@code short} or {@code cut} on the command line, as a {@link Player}; anything else is a usage error. */
public final class PlayerConverter implements CommandLine.ITypeConverter<Player> {
    @Override
    public Player convert(String value) {
        try {
            return Player.parse(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
