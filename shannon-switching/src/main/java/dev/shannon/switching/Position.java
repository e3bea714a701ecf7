package dev.shannon.switching;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.UnionFind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * An immutable position of the Shannon switching game: which edges Short has claimed, which Cut
 * has deleted, and whose turn it is. A move returns a new position sharing the graph; only the
 * per-edge state array (one byte an edge) is copied. Searches that need make/undo in O(1) use
 * their own mutable state over the same {@link Multigraph}.
 */
public final class Position {
    private static final byte FREE = 0;
    private static final byte CLAIMED = 1;
    private static final byte DELETED = 2;

    private final TerminalGraph game;
    private final byte[] state;
    private final Player toMove;
    private final int movesPlayed;

    private Position(TerminalGraph game, byte[] state, Player toMove, int movesPlayed) {
        this.game = game;
        this.state = state;
        this.toMove = toMove;
        this.movesPlayed = movesPlayed;
    }

    /** The start of a game on {@code game}, with {@code first} to move. */
    public static Position start(TerminalGraph game, Player first) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(first, "first");
        return new Position(game, new byte[game.edgeCount()], first, 0);
    }

    /** A position with the given claimed and deleted edges and {@code toMove} to play. */
    public static Position of(TerminalGraph game, int[] claimed, int[] deleted, Player toMove) {
        byte[] state = new byte[game.edgeCount()];
        for (int e : claimed) {
            checkFreeEdge(game, state, e);
            state[e] = CLAIMED;
        }
        for (int e : deleted) {
            checkFreeEdge(game, state, e);
            state[e] = DELETED;
        }
        return new Position(game, state, Objects.requireNonNull(toMove, "toMove"), claimed.length + deleted.length);
    }

    private static void checkFreeEdge(TerminalGraph game, byte[] state, int e) {
        if (e < 0 || e >= game.edgeCount()) {
            throw new IllegalArgumentException("no edge " + e + " (edges are 0.." + (game.edgeCount() - 1) + ")");
        }
        if (state[e] != FREE) {
            throw new IllegalArgumentException(
                    "edge " + e + " is already " + (state[e] == CLAIMED ? "claimed" : "deleted"));
        }
    }

    public TerminalGraph game() {
        return game;
    }

    public Multigraph graph() {
        return game.graph();
    }

    public Player toMove() {
        return toMove;
    }

    public int movesPlayed() {
        return movesPlayed;
    }

    public EdgeState state(int e) {
        return switch (state[e]) {
            case CLAIMED -> EdgeState.CLAIMED;
            case DELETED -> EdgeState.DELETED;
            default -> EdgeState.FREE;
        };
    }

    public boolean isFree(int e) {
        return state[e] == FREE;
    }

    /** The edges still free, ascending. */
    public int[] freeEdges() {
        return edgesIn(FREE);
    }

    public int[] claimedEdges() {
        return edgesIn(CLAIMED);
    }

    public int[] deletedEdges() {
        return edgesIn(DELETED);
    }

    private int[] edgesIn(byte which) {
        int count = 0;
        for (byte b : state) {
            if (b == which) {
                count++;
            }
        }
        int[] out = new int[count];
        int i = 0;
        for (int e = 0; e < state.length; e++) {
            if (state[e] == which) {
                out[i++] = e;
            }
        }
        return out;
    }

    /** The player to move takes edge {@code e}: Short claims it, Cut deletes it. */
    public Position play(int e) {
        if (winner().isPresent()) {
            throw new IllegalArgumentException(
                    "the game is over: " + winner().get().id() + " has won");
        }
        checkFreeEdge(game, state, e);
        byte[] next = state.clone();
        next[e] = toMove == Player.SHORT ? CLAIMED : DELETED;
        return new Position(game, next, toMove.opponent(), movesPlayed + 1);
    }

    /** The same edges, with {@code player} to move. */
    public Position withToMove(Player player) {
        return new Position(game, state, Objects.requireNonNull(player), movesPlayed);
    }

    /** The winner, if the game is decided on the board: s and t joined by claimed edges, or separated. */
    public Optional<Player> winner() {
        UnionFind claimed = new UnionFind(game.vertexCount());
        UnionFind alive = new UnionFind(game.vertexCount());
        Multigraph g = game.graph();
        for (int e = 0; e < state.length; e++) {
            if (state[e] == CLAIMED) {
                claimed.union(g.edgeU(e), g.edgeV(e));
            }
            if (state[e] != DELETED) {
                alive.union(g.edgeU(e), g.edgeV(e));
            }
        }
        if (claimed.connected(game.s(), game.t())) {
            return Optional.of(Player.SHORT);
        }
        if (!alive.connected(game.s(), game.t())) {
            return Optional.of(Player.CUT);
        }
        return Optional.empty();
    }

    /** The claimed edges that form a path from s to t, if Short has won; empty otherwise. */
    public int[] winningPath() {
        Multigraph g = game.graph();
        int n = g.vertexCount();
        int[] via = new int[n];
        Arrays.fill(via, -2);
        via[game.s()] = -1;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(game.s());
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                int y = g.opposite(e, x);
                if (state[e] == CLAIMED && via[y] == -2) {
                    via[y] = e;
                    queue.add(y);
                }
            }
        }
        if (via[game.t()] == -2) {
            return new int[0];
        }
        List<Integer> path = new ArrayList<>();
        for (int x = game.t(); x != game.s(); ) {
            int e = via[x];
            path.add(e);
            x = g.opposite(e, x);
        }
        return path.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /**
     * The deleted edges that separate s from t, if Cut has won: those leaving the component of s in
     * the graph of edges not deleted. Empty otherwise.
     */
    public int[] cutSet() {
        Multigraph g = game.graph();
        boolean[] reached = new boolean[g.vertexCount()];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        reached[game.s()] = true;
        queue.add(game.s());
        while (!queue.isEmpty()) {
            int x = queue.poll();
            for (int i = 0; i < g.incidenceCount(x); i++) {
                int e = g.incidentEdge(x, i);
                int y = g.opposite(e, x);
                if (state[e] != DELETED && !reached[y]) {
                    reached[y] = true;
                    queue.add(y);
                }
            }
        }
        if (reached[game.t()]) {
            return new int[0];
        }
        return IntStream.range(0, g.edgeCount())
                .filter(e -> state[e] == DELETED && reached[g.edgeU(e)] != reached[g.edgeV(e)])
                .toArray();
    }

    /**
     * The graph left to play on: claimed edges contracted (by union–find), claimed and deleted
     * edges removed. Vertices of the minor are the contracted classes in order of their smallest
     * original vertex; each is named after that vertex.
     */
    public Minor minor() {
        Multigraph g = game.graph();
        int n = g.vertexCount();
        UnionFind uf = new UnionFind(n);
        for (int e = 0; e < state.length; e++) {
            if (state[e] == CLAIMED) {
                uf.union(g.edgeU(e), g.edgeV(e));
            }
        }
        int[] classOfRoot = new int[n];
        Arrays.fill(classOfRoot, -1);
        int[] vertexOf = new int[n];
        List<String> names = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            int r = uf.find(v);
            if (classOfRoot[r] < 0) {
                classOfRoot[r] = names.size();
                names.add(g.name(v));
            }
            vertexOf[v] = classOfRoot[r];
        }
        int free = 0;
        for (byte b : state) {
            if (b == FREE) {
                free++;
            }
        }
        int[] u = new int[free];
        int[] w = new int[free];
        int[] original = new int[free];
        int i = 0;
        for (int e = 0; e < state.length; e++) {
            if (state[e] == FREE) {
                u[i] = vertexOf[g.edgeU(e)];
                w[i] = vertexOf[g.edgeV(e)];
                original[i++] = e;
            }
        }
        Multigraph contracted = Multigraph.of(names, u, w);
        return new Minor(contracted, vertexOf[game.s()], vertexOf[game.t()], original, vertexOf);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.game.equals(game) && p.toMove == toMove && Arrays.equals(p.state, state);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(state) + toMove.hashCode();
    }

    @Override
    public String toString() {
        return "Position(" + toMove.id() + " to move, claimed " + Arrays.toString(claimedEdges()) + ", deleted "
                + Arrays.toString(deletedEdges()) + ")";
    }
}
