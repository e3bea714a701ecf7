package dev.shannon.bridgit;

import java.util.Comparator;

/**
 * A lattice point where a red and a blue bridge would cross (docs/rules.md, "Coordinates"): row {@code r}, column
 * {@code c}. Whether it is a crossing of a given board is decided by {@link Board}; this value
 * only holds the coordinates. Ordered by row, then column.
 */
public record Crossing(int r, int c) implements Comparable<Crossing> {
    private static final Comparator<Crossing> ORDER =
            Comparator.comparingInt(Crossing::r).thenComparingInt(Crossing::c);

    /** Parses "r,c" (spaces around the numbers allowed). */
    public static Crossing parse(String token) {
        String text = token == null ? "" : token.strip();
        int comma = text.indexOf(',');
        if (comma < 0 || comma != text.lastIndexOf(',')) {
            throw new IllegalArgumentException("malformed move '" + text + "': expected r,c");
        }
        return new Crossing(
                parseCoordinate(text, text.substring(0, comma)), parseCoordinate(text, text.substring(comma + 1)));
    }

    private static int parseCoordinate(String token, String part) {
        String p = part.strip();
        if (p.isEmpty() || p.length() > 9 || !p.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw new IllegalArgumentException(
                    "malformed move '" + token + "': expected r,c with non-negative integers");
        }
        return Integer.parseInt(p);
    }

    @Override
    public int compareTo(Crossing o) {
        return ORDER.compare(this, o);
    }

    /** "r,c". */
    @Override
    public String toString() {
        return r + "," + c;
    }
}
