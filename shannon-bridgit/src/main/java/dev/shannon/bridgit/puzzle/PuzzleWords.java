package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Refutation;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.WinningTrees;

/**
 * What a puzzle page says after a move, in a player's words, with the theory kept for a "why".
 * The plain form speaks of two networks of bridges that share no crossing; the technical form
 * names what they are: Lehman's two edge-disjoint spanning trees (docs/theory.md).
 */
public final class PuzzleWords {
    private PuzzleWords() {}

    /** A plain sentence and its technical reason. */
    public record Words(String text, String why) {}

    /** Why the solver's {@code move} lost: the opponent's answer that beats it. */
    public static Words wrong(Side mover, Refutation r) {
        Side opp = mover.opponent();
        String others = r.replies() > 1
                ? " (" + r.replies() + " of " + name(opp) + "'s answers win; this one is nearest your move.)"
                : " (It is " + name(opp) + "'s only winning answer.)";
        String text = name(opp) + " answers at " + r.reply() + ". After that " + name(opp)
                + " has two ways to reach its goal lines that share no crossing (drawn in gold): whatever you take"
                + " cuts at most one of them, and " + name(opp) + " mends it with the other." + others;
        String why = "After " + r.move() + " and " + r.reply() + ", " + name(opp)
                + "'s graph contains two edge-disjoint spanning trees on a set of dots holding both of its goal lines,"
                + " so " + name(opp) + " wins with you to move (Lehman 1964).";
        return new Words(text, why);
    }

    /** Why the solver's move won: its own two networks. */
    public static Words right(Side mover, Crossing move, WinningTrees trees, boolean finished) {
        String text = (finished ? "Solved! " : "Right! ") + "After " + move
                + " you have two ways to reach your goal lines that share no crossing (drawn in gold): whatever "
                + name(mover.opponent()) + " takes cuts at most one of them, and you mend it with the other.";
        String why = "After " + move + ", " + name(mover) + "'s graph contains two edge-disjoint spanning trees on "
                + trees.dots().size()
                + " dots holding both goal lines — Lehman's certificate that " + name(mover)
                + " wins with the opponent to move; it was the only free crossing with that property.";
        return new Words(text, why);
    }

    private static String name(Side s) {
        return s == Side.RED ? "Red" : "Blue";
    }
}
