package dev.shannon.puzzles.tsunagaru;

import java.util.Locale;

/**
 * The reasoning a stage needs, weakest first — its level (docs/rules.md, "Levels"):
 * <ul>
 * <li>{@link #LOCAL}: local deduction alone settles every tile ({@link Deduction}: an arm may
 * point to a neighbour only if the neighbour may point back, and must if it must);</li>
 * <li>{@link #LOOKAHEAD}: local deduction plus lookahead over a region: supposing one tile turned
 * one way, deduction within two cells of it reaches a contradiction, so the tile is not turned
 * that way ({@link Grader});</li>
 * <li>{@link #SEARCH}: neither settles every tile — the stage needs trial and error across the
 * board (or it has several solutions, which no reasoning can settle).</li>
 * </ul>
 */
public enum Reasoning {
    LOCAL,
    LOOKAHEAD,
    SEARCH;

    /** The name used by the CLI, the web API and stage IDs' level digit (1, 2, 3). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level's number, 1 (local) to 3 (search). */
    public int number() {
        return ordinal() + 1;
    }

    /** The level named by its id or number. */
    public static Reasoning parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Reasoning r : values()) {
            if (r.id().equals(t) || String.valueOf(r.number()).equals(t)) {
                return r;
            }
        }
        throw new IllegalArgumentException(
                "unknown level '" + text + "': expected local (1), lookahead (2) or search (3)");
    }
}
