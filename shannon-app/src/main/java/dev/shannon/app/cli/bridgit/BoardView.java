package dev.shannon.app.cli.bridgit;

import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.Side;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Draws a Bridg-It position with Unicode: red dots ●, blue dots ○; red bridges ━ ┃, blue bridges
 * ═ ║; a free crossing is · or, with an analysis, ✓ (wins for the side to move) or ✗. Row and
 * column numbers are the lattice coordinates moves are typed in.
 */
final class BoardView {
    static final String LEGEND = "red ● bridges ━ ┃ join left to right; blue ○ bridges ═ ║ join top to bottom";

    private BoardView() {}

    /** The board without marks. */
    static String draw(BridgitGame game) {
        return draw(game, x -> " · ");
    }

    /** A limited-bridges position. */
    static String draw(LimitedBridgesGame game) {
        return draw(game.board(), game::owner, x -> " · ");
    }

    /** The board with ✓/✗ on every free crossing, from the analysis. */
    static String draw(BridgitGame game, BridgitAnalysis analysis) {
        Set<Crossing> wins = Set.copyOf(analysis.winningMoves());
        return draw(game, x -> wins.contains(x) ? " ✓ " : " ✗ ");
    }

    private static String draw(BridgitGame game, Function<Crossing, String> freeMark) {
        return draw(game.board(), game::owner, freeMark);
    }

    private static String draw(
            Board board, Function<Crossing, Optional<Side>> owner, Function<Crossing, String> freeMark) {
        int size = board.latticeSize();
        StringBuilder sb = new StringBuilder("    ");
        for (int c = 0; c < size; c++) {
            sb.append(String.format("%3d", c));
        }
        sb.append('\n');
        for (int r = 0; r < size; r++) {
            sb.append(String.format("%3d ", r));
            int rowStart = sb.length();
            for (int c = 0; c < size; c++) {
                sb.append(cell(board, owner, r, c, freeMark));
            }
            // No trailing blanks: the row's text is what a reader (or a diff of the README) sees.
            int end = sb.length();
            while (end > rowStart && sb.charAt(end - 1) == ' ') {
                end--;
            }
            sb.setLength(end);
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String cell(
            Board board, Function<Crossing, Optional<Side>> owners, int r, int c, Function<Crossing, String> freeMark) {
        boolean oddRow = r % 2 == 1;
        boolean oddColumn = c % 2 == 1;
        if (board.isCrossing(r, c)) {
            Crossing x = new Crossing(r, c);
            Side owner = owners.apply(x).orElse(null);
            if (owner == null) {
                return freeMark.apply(x);
            }
            // At (odd, odd) red runs horizontally and blue vertically; at (even, even) the other way round.
            boolean horizontal = oddRow == (owner == Side.RED);
            if (owner == Side.RED) {
                return horizontal ? "━━━" : " ┃ ";
            }
            return horizontal ? "═══" : " ║ ";
        }
        if (oddRow && !oddColumn) {
            return " ● ";
        }
        if (!oddRow && oddColumn) {
            return " ○ ";
        }
        return "   ";
    }
}
