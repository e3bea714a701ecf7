package dev.shannon.switching;

import java.util.Locale;

/** The two sides of the Shannon switching game. */
public enum Player {
    /** Claims (contracts) edges and wants s and t joined. */
    SHORT,
    /** Deletes edges and wants s and t separated. */
    CUT;

    public Player opponent() {
        return this == SHORT ? CUT : SHORT;
    }

    /** Lower-case name as used in files and JSON: "short" or "cut". */
    public String id() {
        return this == SHORT ? "short" : "cut";
    }

    /** Parses "short" or "cut" (any case). */
    public static Player parse(String text) {
        if (text != null) {
            switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "short":
                    return SHORT;
                case "cut":
                    return CUT;
                default:
                    break;
            }
        }
        throw new IllegalArgumentException("unknown player '" + text + "': expected short or cut");
    }
}
