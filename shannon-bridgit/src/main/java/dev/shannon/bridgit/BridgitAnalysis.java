package dev.shannon.bridgit;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Certificate;
import dev.shannon.switching.Certificates;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The exact verdict on a Bridg-It position for the side to move: who wins with perfect play and
 * which free crossings win (✓); every other free crossing loses (✗). A finished game reports its
 * winner and no moves.
 */
public final class BridgitAnalysis {
    private final BridgitGame game;
    private final Side winner;
    private final int[] winning;
    private final SideMinor moverGraph;

    BridgitAnalysis(BridgitGame game, Side winner, int[] winning, SideMinor moverGraph) {
        this.game = game;
        this.winner = winner;
        this.winning = winning;
        this.moverGraph = moverGraph;
    }

    public BridgitGame game() {
        return game;
    }

    /** The side to move (for a finished game, the side that would have moved next). */
    public Side toMove() {
        return game.toMove();
    }

    /** The winner with perfect play: the mover iff it has a winning crossing; the actual winner of a finished game. */
    public Side winner() {
        return winner;
    }

    public boolean isOver() {
        return game.isOver();
    }

    /** The crossings that win for the side to move, sorted by r then c. */
    public List<Crossing> winningMoves() {
        List<Crossing> list = new ArrayList<>(winning.length);
        for (int e : winning) {
            list.add(game.board().crossing(e));
        }
        return List.copyOf(list);
    }

    /** The crossing indices that win for the side to move, ascending (a copy). */
    public int[] winningIndices() {
        return winning.clone();
    }

    public boolean isWinning(Crossing x) {
        return Arrays.binarySearch(winning, game.board().index(x)) >= 0;
    }

    /**
     * The two spanning trees that remain after the winning crossing {@code move}, mapped back to
     * crossings and dots (computed on demand by Edmonds' matroid partition); empty if {@code move}
     * does not win or the game is over.
     */
    public Optional<WinningTrees> trees(Crossing move) {
        int e = game.board().index(move);
        if (moverGraph == null || Arrays.binarySearch(winning, e) < 0) {
            return Optional.empty();
        }
        SideMinor g = moverGraph;
        int local = Arrays.binarySearch(g.crossing(), e);
        Optional<Certificate> cert =
                Certificates.afterClaim(Multigraph.ofIndices(g.vertexCount(), g.u(), g.v()), g.s(), g.t(), local);
        return cert.map(c -> toBoard(c, move));
    }

    private WinningTrees toBoard(Certificate c, Crossing move) {
        Board board = game.board();
        Side side = moverGraph.side();
        boolean[] inS = new boolean[moverGraph.vertexCount()];
        for (int x : c.vertices()) {
            inS[x] = true;
        }
        List<Dot> dots = new ArrayList<>();
        for (int w = 0; w < board.vertexCount(); w++) {
            if (inS[moverGraph.vertexOf()[w]]) {
                dots.addAll(board.dotsOf(side, w));
            }
        }
        dots.sort(Comparator.comparingInt(Dot::r).thenComparingInt(Dot::c));
        List<Crossing> t1 = crossings(c.tree1());
        List<Crossing> t2 = crossings(c.tree2());
        return new WinningTrees(side, move, List.copyOf(dots), t1, t2, segments(side, t1), segments(side, t2));
    }

    private List<Crossing> crossings(int[] localEdges) {
        List<Crossing> list = new ArrayList<>(localEdges.length);
        for (int i : localEdges) {
            list.add(game.board().crossing(moverGraph.crossing()[i]));
        }
        list.sort(null);
        return List.copyOf(list);
    }

    private List<Segment> segments(Side side, List<Crossing> crossings) {
        return crossings.stream().map(x -> game.board().bridge(side, x)).toList();
    }

    /** The mover's switching-game graph the verdict was computed on; null for a finished game. */
    SideMinor moverGraph() {
        return moverGraph;
    }
}
