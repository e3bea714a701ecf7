package dev.shannon.puzzles.tsunagaru;

import dev.shannon.puzzles.tsunagaru.StageGenerator.Generated;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A short, typeable name of a generated stage, such as {@code 7x7u#42}: the width and height, the
 * goal ({@code u} one solution, {@code t} tricky, {@code a} any), for a one-solution stage
 * optionally its level ({@code 1} local, {@code 2} lookahead, {@code 3} search; {@link Reasoning}),
 * a {@code w} for a wrap-around board ({@link Stage#wraps()}: {@code 7x7uw#42}, {@code 7x7u2w#42}),
 * and the seed after {@code #}. IDs without {@code w} name the plain stages they always named. The same ID generates the same stage (the generator is
 * deterministic for a seed, docs/rules.md).
 *
 * @param level null for a stage of any level
 * @param wrap  whether the board wraps around
 */
public record StageId(int cols, int rows, Goal goal, Reasoning level, boolean wrap, long seed) {
    private static final Pattern FORM =
            Pattern.compile("(\\d{1,3})[xX×](\\d{1,3})([uta])([123])?([wW])?#(-?\\d{1,19})");

    public StageId {
        Stage.checkShape(rows, cols, rows * cols);
        if (level != null && goal != Goal.UNIQUE) {
            throw new IllegalArgumentException("a level is given only for one-solution stages (u)");
        }
        Neighbours.checkWrap(rows, cols, wrap);
    }

    /** The ID of a plain (not wrap-around) stage. */
    public StageId(int cols, int rows, Goal goal, Reasoning level, long seed) {
        this(cols, rows, goal, level, false, seed);
    }

    /** Reads an ID; IllegalArgumentException saying what an ID looks like when it is not one. */
    public static StageId parse(String text) {
        Matcher m = FORM.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    "a stage ID looks like 7x7u#42 (width x height, u one solution, t tricky or "
                            + "a any, an optional level 1-3 after u, an optional w for a wrap-around board, "
                            + "# and the seed), got '" + abbreviate(text) + "'");
        }
        Goal goal = switch (m.group(3)) {
            case "u" -> Goal.UNIQUE;
            case "t" -> Goal.TRICKY;
            default -> Goal.ANY;
        };
        Reasoning level = m.group(4) == null ? null : Reasoning.parse(m.group(4));
        long seed;
        try {
            seed = Long.parseLong(m.group(6));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the seed of a stage ID is a 64-bit whole number, got " + m.group(6), e);
        }
        return new StageId(
                Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), goal, level, m.group(5) != null, seed);
    }

    /** Generates the stage this ID names; empty if the time ran out first. */
    public Optional<Generated> generate(long maxMillis) {
        return level != null
                ? StageGenerator.generate(rows, cols, wrap, level, seed, maxMillis)
                : StageGenerator.generate(rows, cols, wrap, goal, seed, maxMillis, 0);
    }

    @Override
    public String toString() {
        String g = switch (goal) {
            case UNIQUE -> "u";
            case TRICKY -> "t";
            case ANY -> "a";
        };
        return cols + "x" + rows + g + (level == null ? "" : String.valueOf(level.number())) + (wrap ? "w" : "") + "#"
                + seed;
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }
}
