package dev.shannon.bridgit;

import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.PebbleGame;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact analysis of Bridg-It positions. The player to move is Short on its own graph, so its
 * winning crossings are exactly the winning claims of that switching game, which
 * {@link LehmanSolver#winningClaims} finds with two pebble games and no search.
 */
public final class BridgitAnalyzer {
    private BridgitAnalyzer() {}

    /** Who wins from {@code game} with perfect play, and every winning crossing for the side to move. */
    public static BridgitAnalysis analyze(BridgitGame game) {
        if (game.isOver()) {
            return new BridgitAnalysis(game, game.winner().orElseThrow(), new int[0], null);
        }
        SideMinor minor = SideGraph.of(game, game.toMove()).minor();
        int[] wins = winningCrossings(minor);
        return new BridgitAnalysis(
                game, wins.length > 0 ? game.toMove() : game.toMove().opponent(), wins, minor);
    }

    /**
     * The free crossings with which {@code side} would complete its chain at once — its immediate
     * threats, whoever is to move — sorted; empty once the game is over.
     */
    public static List<Crossing> threats(BridgitGame game, Side side) {
        if (game.isOver()) {
            return List.of();
        }
        int[] found = new BridgitDefenceGame(game).completions(side.ordinal());
        List<Crossing> out = new ArrayList<>(found.length);
        for (int e : found) {
            out.add(game.board().crossing(e));
        }
        return List.copyOf(out);
    }

    /** The crossings (indices, ascending) that win for {@code mover}'s side when it is to move. */
    public static int[] winningCrossings(SideGraph mover) {
        return winningCrossings(mover.minor());
    }

    /** The crossings (indices, ascending) whose claim wins on {@code minor} for the side it belongs to. */
    static int[] winningCrossings(SideMinor minor) {
        if (minor.s() == minor.t()) {
            throw new IllegalArgumentException(minor.side().id() + " has already won");
        }
        int[] local = LehmanSolver.winningClaims(minor.vertexCount(), minor.u(), minor.v(), minor.s(), minor.t());
        for (int i = 0; i < local.length; i++) {
            local[i] = minor.crossing()[local[i]];
        }
        return local;
    }

    /**
     * Does {@code side} win on its own graph with the opponent to move? Lehman: iff some vertex
     * set holding both goal lines has two edge-disjoint spanning trees, i.e. iff the (2,2) pebble
     * game cannot gather 3 pebbles on s and t.
     */
    public static boolean winsWithOpponentToMove(SideGraph side) {
        if (side.joined()) {
            return true;
        }
        SideMinor m = side.minor();
        return shortWinsCutToMove(m.vertexCount(), m.edgeCount(), m.u(), m.v(), m.s(), m.t());
    }

    /** Lehman with Cut to move on the first {@code count} edges a[i]–b[i]: Short wins iff 3 pebbles cannot reach s, t. */
    static boolean shortWinsCutToMove(int vertices, int count, int[] a, int[] b, int s, int t) {
        PebbleGame game = PebbleGame.twoTwo(vertices);
        for (int i = 0; i < count; i++) {
            game.add(a[i], b[i], i);
        }
        return game.gather(s, t, 3) < 3;
    }
}
