package dev.shannon.switching.puzzle;

import dev.shannon.switching.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * Switching puzzles as text, one a line, tab-separated: {@code family first moves solution rating
 * source}, with moves as space-separated edge indices (docs/puzzles.md, "Switching-game
 * puzzles"). Lines starting with {@code #} and blank lines are comments.
 */
public final class SwitchingPuzzleText {
    private SwitchingPuzzleText() {}

    public static String format(SwitchingPuzzle p) {
        StringBuilder moves = new StringBuilder();
        for (int e : p.moves()) {
            moves.append(moves.length() == 0 ? "" : " ").append(e);
        }
        return p.family() + "\t" + p.first().id() + "\t" + moves + "\t" + p.solution() + "\t" + p.rating() + "\t"
                + p.source();
    }

    /** The puzzles of a text; a malformed line is an IllegalArgumentException naming its number. */
    public static List<SwitchingPuzzle> parse(String text) {
        return PuzzleLines.parse(text, "switching puzzle", SwitchingPuzzleText::parseLine);
    }

    private static SwitchingPuzzle parseLine(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 6) {
            throw new IllegalArgumentException("expected 6 tab-separated fields, got " + f.length);
        }
        if (!SwitchingPuzzles.FAMILIES.contains(f[0])) {
            throw new IllegalArgumentException("unknown family '" + f[0] + "'");
        }
        if (!f[2].matches("([0-9]{1,4}( [0-9]{1,4})*)?")
                || !f[3].matches("[0-9]{1,4}")
                || !f[4].matches("-?[0-9]{1,5}")) {
            throw new IllegalArgumentException("malformed moves, solution or rating");
        }
        List<Integer> moves = new ArrayList<>();
        for (String m : f[2].isEmpty() ? new String[0] : f[2].split(" ")) {
            moves.add(Integer.parseInt(m));
        }
        return new SwitchingPuzzle(
                f[0], Player.parse(f[1]), moves, Integer.parseInt(f[3]), Integer.parseInt(f[4]), f[5]);
    }
}
