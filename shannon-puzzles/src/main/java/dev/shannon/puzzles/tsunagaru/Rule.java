package dev.shannon.puzzles.tsunagaru;

/** Which arrangements count as solutions. */
public enum Rule {
    /** The game's rule: every arm meets an arm; the pieces need not be connected. */
    ANY,
    /** A stricter variant: also all tiles in one piece. */
    CONNECTED
}
