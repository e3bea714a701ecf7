package dev.shannon.online;

import java.util.List;
import java.util.Locale;

/**
 * The games that can be played online, each with its two sides in a fixed order: Bridg-It's red and blue, the
 * switching game's and the matroid game's short and cut (docs/rules.md, docs/matroid.md). Side 0 and side 1 are
 * the order used wherever a game keeps something per seat.
 */
public enum GameKind {
    BRIDGIT("bridgit", "red", "blue"),
    SWITCHING("switching", "short", "cut"),
    MATROID("matroid", "short", "cut");

    private final String id;
    private final List<String> sides;

    GameKind(String id, String side0, String side1) {
        this.id = id;
        this.sides = List.of(side0, side1);
    }

    /** "bridgit", "switching" or "matroid", as in the web contract. */
    public String id() {
        return id;
    }

    /** The two sides, side 0 first. */
    public List<String> sides() {
        return sides;
    }

    public String side(int index) {
        return sides.get(index);
    }

    /** The index (0 or 1) of {@code side}; throws IllegalArgumentException naming the sides if it is none of them. */
    public int indexOf(String side) {
        int i = sides.indexOf(side);
        if (i < 0) {
            throw new IllegalArgumentException(
                    "unknown side '" + side + "' for " + id + ": expected " + sides.get(0) + " or " + sides.get(1));
        }
        return i;
    }

    public String opponent(String side) {
        return sides.get(1 - indexOf(side));
    }

    public static GameKind parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        for (GameKind k : values()) {
            if (k.id.equals(t)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown game '" + text + "': expected bridgit, switching or matroid");
    }
}
