package dev.shannon.switching.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The line handling of the shipped puzzle sets' text form (docs/puzzles.md), one puzzle a line: blank lines and
 * {@code #} comments skipped, a malformed line reported with its number. Shared by the switching game's set and
 * Bridg-It's, whose lines differ only in their fields.
 */
public final class PuzzleLines {
    private PuzzleLines() {}

    /**
     * The puzzles of {@code text}, each line read by {@code readLine}; an IllegalArgumentException from it is rethrown
     * as "{@code what} line N: …".
     */
    public static <P> List<P> parse(String text, String what, Function<String, P> readLine) {
        List<P> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                out.add(readLine.apply(lines[i]));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(what + " line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return out;
    }
}
