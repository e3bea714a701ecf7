package dev.shannon.switching.defence;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;

/**
 * A switching-game position as the {@link Defender} searches it: side 0 is Short, side 1 Cut,
 * moves are edge indices. Both sides fight over one network — the graph left to play on, claimed
 * edges contracted and deleted ones gone — so both read the same resistance: Short wants it low,
 * Cut wants it high. An immediate win for Short is a free edge joining s's and t's classes; for
 * Cut, a free edge whose deletion leaves s and t apart (an s–t bridge of that graph).
 */
public final class SwitchingDefenceGame implements DefenceGame {
    private final Deque<Position> history = new ArrayDeque<>();
    private Position position;
    private int free;

    private final SwitchingSolver solver;

    /** The position, its winning moves by Lehman's solver. */
    public SwitchingDefenceGame(Position position) {
        this(position, SwitchingSolver.lehman());
    }

    /** The position, its winning moves by {@code solver}. */
    public SwitchingDefenceGame(Position position, SwitchingSolver solver) {
        this.solver = Objects.requireNonNull(solver, "solver");
        this.position = position;
        this.free = position.freeEdges().length;
    }

    public static int side(Player p) {
        return p == Player.SHORT ? 0 : 1;
    }

    private static Player player(int side) {
        return side == 0 ? Player.SHORT : Player.CUT;
    }

    @Override
    public int moveCount() {
        return position.graph().edgeCount();
    }

    @Override
    public boolean isFree(int move) {
        return position.isFree(move);
    }

    @Override
    public int freeCount() {
        return free;
    }

    @Override
    public int toMove() {
        return side(position.toMove());
    }

    @Override
    public void play(int side, int move) {
        history.push(position);
        Position p = position.toMove() == player(side) ? position : position.withToMove(player(side));
        position = p.play(move);
        free--;
    }

    @Override
    public void undo() {
        position = history.pop();
        free++;
    }

    @Override
    public int winner() {
        return position.winner().map(SwitchingDefenceGame::side).orElse(-1);
    }

    @Override
    public int[] winningMoves() {
        return solver.verdict(position).winningMoves();
    }

    @Override
    public int[] completions(int side) {
        Minor m = position.minor();
        Multigraph g = m.graph();
        if (m.s() == m.t()) {
            return new int[0];
        }
        int[] local = side == 0 ? joiningEdges(g, m.s(), m.t()) : separatingBridges(g, m.s(), m.t());
        int[] out = new int[local.length];
        for (int i = 0; i < local.length; i++) {
            out[i] = m.originalEdge()[local[i]];
        }
        Arrays.sort(out);
        return out;
    }

    private static int[] joiningEdges(Multigraph g, int s, int t) {
        return IntStream.range(0, g.edgeCount())
                .filter(e -> g.edgeU(e) == s && g.edgeV(e) == t || g.edgeU(e) == t && g.edgeV(e) == s)
                .toArray();
    }

    /**
     * The edges lying on every s–t path: bridges (Tarjan's low-link, iterative depth-first search
     * from s, parallel edges told apart by index) whose lower side holds t.
     */
    static int[] separatingBridges(Multigraph g, int s, int t) {
        int n = g.vertexCount();
        int[] order = new int[n];
        Arrays.fill(order, -1);
        int[] low = new int[n];
        int[] parentEdge = new int[n];
        int[] next = new int[n];
        boolean[] holdsT = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        int clock = 0;
        order[s] = low[s] = clock++;
        parentEdge[s] = -1;
        stack[top++] = s;
        holdsT[s] = s == t;
        List<Integer> found = new ArrayList<>();
        while (top > 0) {
            int x = stack[top - 1];
            if (next[x] < g.incidenceCount(x)) {
                int e = g.incidentEdge(x, next[x]++);
                if (e == parentEdge[x] || g.isLoop(e)) {
                    continue;
                }
                int y = g.opposite(e, x);
                if (order[y] < 0) {
                    order[y] = low[y] = clock++;
                    parentEdge[y] = e;
                    holdsT[y] = y == t;
                    stack[top++] = y;
                } else {
                    low[x] = Math.min(low[x], order[y]);
                }
            } else {
                top--;
                if (parentEdge[x] >= 0) {
                    int p = stack[top - 1];
                    low[p] = Math.min(low[p], low[x]);
                    holdsT[p] |= holdsT[x];
                    if (low[x] > order[p] && holdsT[x]) {
                        found.add(parentEdge[x]);
                    }
                }
            }
        }
        if (order[t] < 0) {
            return new int[0];
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public Resistance.Flow flow(int side) {
        Minor m = position.minor();
        Multigraph g = m.graph();
        Resistance.Flow local = Resistance.solve(g.vertexCount(), g.edgeCount(), g.edgeUs(), g.edgeVs(), m.s(), m.t());
        double[] current = new double[moveCount()];
        for (int i = 0; i < g.edgeCount(); i++) {
            current[m.originalEdge()[i]] = Math.abs(local.current()[i]);
        }
        return new Resistance.Flow(local.resistance(), current);
    }

    @Override
    public double evaluate(int side) {
        double r = flow(side).resistance();
        double x = r == 0 ? -EVALUATION_LIMIT : Double.isInfinite(r) ? EVALUATION_LIMIT : Math.log(r);
        x = Math.max(-EVALUATION_LIMIT, Math.min(EVALUATION_LIMIT, x));
        return side == 0 ? -x : x;
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "Short" : "Cut";
    }

    @Override
    public String moveName(int move) {
        Multigraph g = position.graph();
        return "edge " + move + " (" + g.name(g.edgeU(move)) + "–" + g.name(g.edgeV(move)) + ")";
    }
}
