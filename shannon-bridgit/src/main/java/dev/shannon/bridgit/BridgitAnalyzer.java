package dev.shannon.bridgit;

import dev.shannon.switching.SwitchingSolver;
import java.util.ArrayList;
import java.util.List;

/**
 * Exact analysis of Bridg-It positions. The player to move is Short on its own graph, so its
 * winning crossings are exactly the winning claims of that switching game, which a
 * {@link SwitchingSolver} finds: by default Lehman's ({@link SwitchingSolver#lehman()}, two pebble
 * games and no search); any other solver gives the same answers within its own limits.
 */
public final class BridgitAnalyzer {
    private BridgitAnalyzer() {}

    /** Who wins from {@code game} with perfect play, and every winning crossing for the side to move. */
    public static BridgitAnalysis analyze(BridgitGame game) {
        return analyze(game, SwitchingSolver.lehman());
    }

    /** As {@link #analyze(BridgitGame)}, the switching game on the mover's graph decided by {@code solver}. */
    public static BridgitAnalysis analyze(BridgitGame game, SwitchingSolver solver) {
        if (game.isOver()) {
            return new BridgitAnalysis(game, game.winner().orElseThrow(), new int[0], null);
        }
        SideMinor minor = SideGraph.of(game, game.toMove()).minor();
        int[] wins = winningCrossings(minor, solver);
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
        return winningCrossings(mover.minor(), SwitchingSolver.lehman());
    }

    /** As {@link #winningCrossings(SideGraph)}, decided by {@code solver}. */
    public static int[] winningCrossings(SideGraph mover, SwitchingSolver solver) {
        return winningCrossings(mover.minor(), solver);
    }

    /** The crossings (indices, ascending) whose claim wins on {@code minor} for the side it belongs to. */
    static int[] winningCrossings(SideMinor minor, SwitchingSolver solver) {
        if (minor.s() == minor.t()) {
            throw new IllegalArgumentException(minor.side().id() + " has already won");
        }
        return solver.winningClaims(minor.toMinor());
    }

    /**
     * Does {@code side} win on its own graph with the opponent to move? Lehman: iff some vertex
     * set holding both goal lines has two edge-disjoint spanning trees (decided by Lehman's solver).
     */
    public static boolean winsWithOpponentToMove(SideGraph side) {
        return winsWithOpponentToMove(side, SwitchingSolver.lehman());
    }

    /** As {@link #winsWithOpponentToMove(SideGraph)}, decided by {@code solver}. */
    public static boolean winsWithOpponentToMove(SideGraph side, SwitchingSolver solver) {
        return side.joined() || solver.shortWinsWithCutToMove(side.minor().toMinor());
    }
}
