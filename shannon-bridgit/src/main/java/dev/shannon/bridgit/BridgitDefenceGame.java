package dev.shannon.bridgit;

import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.DefenceGame;
import dev.shannon.switching.defence.Resistance;
import java.util.Arrays;

/**
 * A Bridg-It position as the {@link dev.shannon.switching.defence.Defender} searches it: side 0
 * is Red, side 1 Blue, moves are crossing indices. Both sides' graphs are kept incrementally
 * ({@link SideGraph}), so a move and its undo cost O(1); the exact verdict is Lehman's on the
 * mover's own graph, as in {@link BridgitAnalyzer}.
 */
final class BridgitDefenceGame implements DefenceGame {
    private final Board board;
    private final SideGraph red;
    private final SideGraph blue;
    private final int[] takers;
    private int toMove;
    private int depth;
    private int winner = -1;
    private final int[] winners;
    private final SwitchingSolver solver;

    BridgitDefenceGame(BridgitGame game) {
        this(game, SwitchingSolver.lehman());
    }

    /** The position, its winning crossings by {@code solver}. */
    BridgitDefenceGame(BridgitGame game, SwitchingSolver solver) {
        this.solver = solver;
        this.board = game.board();
        this.red = SideGraph.of(game, Side.RED);
        this.blue = SideGraph.of(game, Side.BLUE);
        this.takers = new int[board.crossingCount()];
        this.winners = new int[board.crossingCount() + 1];
        this.toMove = game.toMove().ordinal();
        this.winner = game.winner().map(Side::ordinal).orElse(-1);
    }

    private SideGraph graph(int side) {
        return side == 0 ? red : blue;
    }

    @Override
    public int moveCount() {
        return board.crossingCount();
    }

    @Override
    public boolean isFree(int move) {
        return red.isFree(move);
    }

    @Override
    public int freeCount() {
        return red.freeCount();
    }

    @Override
    public int toMove() {
        return toMove;
    }

    @Override
    public void play(int side, int move) {
        if (winner >= 0) {
            throw new IllegalStateException("the game is over");
        }
        graph(side).take(move, true);
        graph(1 - side).take(move, false);
        takers[depth] = toMove;
        winners[depth++] = winner;
        toMove = 1 - side;
        if (graph(side).joined()) {
            winner = side;
        }
    }

    @Override
    public void undo() {
        red.undo();
        blue.undo();
        depth--;
        toMove = takers[depth];
        winner = winners[depth];
    }

    @Override
    public int winner() {
        return winner;
    }

    @Override
    public int[] winningMoves() {
        return BridgitAnalyzer.winningCrossings(graph(toMove), solver);
    }

    @Override
    public int[] completions(int side) {
        SideGraph g = graph(side);
        int s = g.representative(Board.S);
        int t = g.representative(Board.T);
        Side colour = Side.values()[side];
        int[] found = new int[4];
        int k = 0;
        for (int e = 0; e < board.crossingCount(); e++) {
            if (g.isFree(e)) {
                int a = g.representative(board.edgeU(colour, e));
                int b = g.representative(board.edgeV(colour, e));
                if (a == s && b == t || a == t && b == s) {
                    if (k == found.length) {
                        found = Arrays.copyOf(found, 2 * k);
                    }
                    found[k++] = e;
                }
            }
        }
        return Arrays.copyOf(found, k);
    }

    @Override
    public Resistance.Flow flow(int side) {
        SideMinor m = graph(side).minor();
        Resistance.Flow local = Resistance.solve(m.vertexCount(), m.edgeCount(), m.u(), m.v(), m.s(), m.t());
        double[] current = new double[board.crossingCount()];
        for (int i = 0; i < m.edgeCount(); i++) {
            current[m.crossing()[i]] = Math.abs(local.current()[i]);
        }
        return new Resistance.Flow(local.resistance(), current);
    }

    @Override
    public double evaluate(int side) {
        double mine = flow(side).resistance();
        double theirs = flow(1 - side).resistance();
        return clamp(Math.log(theirs) - Math.log(mine));
    }

    static double clamp(double x) {
        if (Double.isNaN(x)) {
            return 0;
        }
        return Math.max(-EVALUATION_LIMIT, Math.min(EVALUATION_LIMIT, x));
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "Red" : "Blue";
    }

    @Override
    public String moveName(int move) {
        return board.crossing(move).toString();
    }
}
