package dev.shannon.app.cli;

import dev.shannon.switching.Player;
import picocli.CommandLine.Option;

/**
 * {@code --as} and {@code --first} of the commands that play Short against Cut in the terminal
 * (the switching game, the matroid game); a picocli mixin. A record played on may change who
 * moved first.
 */
public final class PlayerSides {
    @Option(
            names = "--as",
            paramLabel = "SIDE",
            required = true,
            description = "short or cut: the side you play.",
            converter = PlayerConverter.class)
    public Player human;

    @Option(
            names = "--first",
            paramLabel = "SIDE",
            defaultValue = "short",
            description = "Who moves first: short or cut (default: ${DEFAULT-VALUE}).",
            converter = PlayerConverter.class)
    public Player first;
}
