package dev.shannon.bridgit;

import java.util.Locale;

/** The two Bridg-It players. Red joins the left edge to the right edge, Blue the top edge to the bottom. */
public enum Side {
    RED,
    BLUE;

    public Side opponent() {
        return this == RED ? BLUE : RED;
    }

    /** "red" or "blue", as in the JSON contract. */
    public String id() {
        return this == RED ? "red" : "blue";
    }

    /** Parses "red" or "blue" (any case). */
    public static Side parse(String text) {
        if (text != null) {
            switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "red":
                    return RED;
                case "blue":
                    return BLUE;
                default:
                    break;
            }
        }
        throw new IllegalArgumentException("unknown side '" + text + "': expected red or blue");
    }
}
