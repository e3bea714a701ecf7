package dev.shannon.bridgit;

import java.util.Objects;

/**
 * A move in the limited-bridges game: placing a new bridge at {@code to} ({@code from} null), or
 * moving one of your bridges from {@code from} to the free crossing {@code to}.
 */
public record LimitedMove(Crossing from, Crossing to) {
    public LimitedMove {
        Objects.requireNonNull(to, "to");
    }

    public static LimitedMove place(Crossing to) {
        return new LimitedMove(null, to);
    }

    public static LimitedMove move(Crossing from, Crossing to) {
        return new LimitedMove(Objects.requireNonNull(from, "from"), to);
    }

    public boolean isPlacement() {
        return from == null;
    }

    /** Parses "r,c" (a placement) or "r,c>r,c" / "r,c-r,c" / "r,c r,c" (a move from, to). */
    public static LimitedMove parse(String text) {
        String t = text == null ? "" : text.strip();
        String[] parts = t.split("\\s*[>\\s-]\\s*");
        if (parts.length == 1) {
            return place(Crossing.parse(parts[0]));
        }
        if (parts.length == 2) {
            return move(Crossing.parse(parts[0]), Crossing.parse(parts[1]));
        }
        throw new IllegalArgumentException("malformed move '" + t + "': expected r,c or r,c>r,c");
    }

    @Override
    public String toString() {
        return from == null ? to.toString() : from + ">" + to;
    }
}
