package dev.shannon.bridgit.puzzle;

import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.switching.puzzle.PuzzleLines;
import java.util.List;

/**
 * Puzzles as text, one a line, tab-separated: {@code n first moves line rating source}, with
 * moves and line as space-separated {@code r,c} (docs/puzzles.md, "The shipped set"). Lines
 * starting with {@code #} and blank lines are comments.
 */
public final class PuzzleText {
    private PuzzleText() {}

    public static String format(Puzzle p) {
        return p.n() + "\t" + p.first().id() + "\t" + join(p.moves()) + "\t" + join(p.line()) + "\t" + p.rating() + "\t"
                + p.source();
    }

    /** The puzzles of a text; a malformed line is an IllegalArgumentException naming its number. */
    public static List<Puzzle> parse(String text) {
        return PuzzleLines.parse(text, "puzzle", PuzzleText::parseLine);
    }

    private static Puzzle parseLine(String line) {
        String[] f = line.split("\t", -1);
        if (f.length != 6) {
            throw new IllegalArgumentException("expected 6 tab-separated fields, got " + f.length);
        }
        if (!f[0].matches("[0-9]{1,2}") || !f[4].matches("-?[0-9]{1,5}")) {
            throw new IllegalArgumentException("malformed board size or rating");
        }
        return new Puzzle(
                Integer.parseInt(f[0]),
                Side.parse(f[1]),
                BridgitGame.parseMoves(f[2]),
                BridgitGame.parseMoves(f[3]),
                Integer.parseInt(f[4]),
                f[5]);
    }

    private static String join(List<Crossing> moves) {
        StringBuilder sb = new StringBuilder();
        for (Crossing x : moves) {
            sb.append(sb.length() == 0 ? "" : " ").append(x);
        }
        return sb.toString();
    }
}
