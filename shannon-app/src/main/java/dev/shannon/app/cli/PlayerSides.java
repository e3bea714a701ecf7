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

    /**
     * The line that tells the player who they are, who moves first and the game's type, in the
     * words of the game at hand.
     *
     * @param shortsAim what Short does, said to the player ("you claim edges, joining s to t")
     * @param cutsAim what Cut does
     * @param type the game's type, as its solver names it
     */
    public String introduction(String shortsAim, String cutsAim, String type) {
        return String.format(
                "You are %s (%s). %s moves first. The game is of type '%s'.%n",
                name(human), human == Player.SHORT ? shortsAim : cutsAim, name(first), type);
    }

    /** The two closing lines: how {@code winner} won, in the game's words, and whether that is the player. */
    public String ending(Player winner, String shortWon, String cutWon) {
        return String.format(
                "%s%n%s%n",
                winner == Player.SHORT ? shortWon : cutWon, winner == human ? "You win!" : "The computer wins.");
    }

    private static String name(Player p) {
        return p == Player.SHORT ? "Short" : "Cut";
    }
}
