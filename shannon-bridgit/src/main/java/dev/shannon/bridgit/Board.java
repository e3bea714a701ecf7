package dev.shannon.bridgit;

import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The geometry of the n×(n+1) Bridg-It board, in the project's coordinates (docs/rules.md): a
 * (2n+1)×(2n+1) lattice, red dots at (odd r, even c), blue dots at (even r, odd c), crossings at
 * (r, c) with 1 ≤ r, c ≤ 2n−1 and r ≡ c (mod 2).
 *
 * <p>Each side sees the board as a switching-game graph: its dots are vertices, its goal rows or
 * columns merged into s (vertex 0) and t (vertex 1), and every crossing is one edge. Crossings
 * are numbered in (r, c) order, and the crossing index doubles as the edge index in both graphs,
 * so "edges ascending" is "crossings sorted by r, then c".
 *
 * <p>n runs from {@value #MIN_N} to {@value #MAX_N}. The upper limit keeps one exact analysis of a
 * position (two pebble games over 3,542 vertices and 7,081 edges at n = 60) well under a second.
 */
public final class Board {
    public static final int MIN_N = 1;
    public static final int MAX_N = 60;
    /** s, the merged left column (red) or top row (blue). */
    public static final int S = 0;
    /** t, the merged right column (red) or bottom row (blue). */
    public static final int T = 1;

    private final int n;
    private final int size;
    private final int[] crossingIndex; // lattice point r*size+c -> crossing index, or -1
    private final Crossing[] crossings;
    private final int[][] endU; // [side ordinal][crossing] -> vertex of that side's graph
    private final int[][] endV;
    private final int vertexCount;

    private Board(int n) {
        this.n = n;
        this.size = 2 * n + 1;
        this.vertexCount = n * (n - 1) + 2;
        int count = n * n + (n - 1) * (n - 1);
        crossings = new Crossing[count];
        crossingIndex = new int[size * size];
        endU = new int[2][count];
        endV = new int[2][count];
        int i = 0;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                crossingIndex[r * size + c] = -1;
                if (r >= 1 && c >= 1 && r <= 2 * n - 1 && c <= 2 * n - 1 && (r - c) % 2 == 0) {
                    crossingIndex[r * size + c] = i;
                    crossings[i] = new Crossing(r, c);
                    for (Side side : Side.values()) {
                        Segment b = bridgeAt(side, r, c);
                        endU[side.ordinal()][i] = vertexOf(side, b.from());
                        endV[side.ordinal()][i] = vertexOf(side, b.to());
                    }
                    i++;
                }
            }
        }
    }

    /** The n×(n+1) board; n from {@value #MIN_N} to {@value #MAX_N}. */
    public static Board of(int n) {
        if (n < MIN_N || n > MAX_N) {
            throw new IllegalArgumentException("board size n = " + n + " is out of range " + MIN_N + ".." + MAX_N);
        }
        return new Board(n);
    }

    /** n: red has n rows of n+1 dots. */
    public int n() {
        return n;
    }

    /** The lattice has rows and columns 0..latticeSize()-1, i.e. 2n+1 of each. */
    public int latticeSize() {
        return size;
    }

    /** Number of crossings, n² + (n−1)², which is also the edge count of each side's graph. */
    public int crossingCount() {
        return crossings.length;
    }

    /** Vertices of each side's graph: n(n−1) inner dots plus s and t. */
    public int vertexCount() {
        return vertexCount;
    }

    public boolean isCrossing(int r, int c) {
        return r >= 0 && c >= 0 && r < size && c < size && crossingIndex[r * size + c] >= 0;
    }

    /** The index of crossing {@code x}; throws with a clear message if {@code x} is not a crossing of this board. */
    public int index(Crossing x) {
        if (x.r() < 0 || x.c() < 0 || x.r() >= size || x.c() >= size) {
            throw new IllegalArgumentException("crossing " + x + " is off the board: rows and columns run 0.."
                    + (size - 1) + " on the " + n + "x" + (n + 1) + " board");
        }
        int i = crossingIndex[x.r() * size + x.c()];
        if (i < 0) {
            throw new IllegalArgumentException(x + " is not a crossing: crossings have 1 <= r,c <= " + (2 * n - 1)
                    + " and r, c both odd or both even");
        }
        return i;
    }

    public Crossing crossing(int index) {
        return crossings[index];
    }

    /** Every crossing, sorted by r then c (index order). */
    public List<Crossing> crossings() {
        return List.of(crossings);
    }

    /** The centre crossing (n, n). */
    public Crossing centre() {
        return new Crossing(n, n);
    }

    /** Squared Euclidean distance of crossing {@code index} from the centre: a tie-break that prefers the middle. */
    public int distanceFromCentre(int index) {
        int dr = crossings[index].r() - n;
        int dc = crossings[index].c() - n;
        return dr * dr + dc * dc;
    }

    /** The bridge {@code side} would build at crossing {@code x}. */
    public Segment bridge(Side side, Crossing x) {
        index(x);
        return bridgeAt(side, x.r(), x.c());
    }

    private static Segment bridgeAt(Side side, int r, int c) {
        Crossing at = new Crossing(r, c);
        // At (odd, odd) red runs horizontally and blue vertically; at (even, even) the other way round.
        boolean horizontal = (r % 2 == 1) == (side == Side.RED);
        return horizontal
                ? new Segment(side, at, new Dot(r, c - 1), new Dot(r, c + 1))
                : new Segment(side, at, new Dot(r - 1, c), new Dot(r + 1, c));
    }

    /** The vertex of {@code side}'s graph at crossing {@code e}'s first end. */
    public int edgeU(Side side, int e) {
        return endU[side.ordinal()][e];
    }

    /** The vertex of {@code side}'s graph at crossing {@code e}'s second end. */
    public int edgeV(Side side, int e) {
        return endV[side.ordinal()][e];
    }

    /** The shared, read-only first-endpoint array of {@code side}'s graph: never modify it. */
    int[] endpointsU(Side side) {
        return endU[side.ordinal()];
    }

    /** The shared, read-only second-endpoint array of {@code side}'s graph: never modify it. */
    int[] endpointsV(Side side) {
        return endV[side.ordinal()];
    }

    /** The vertex of {@code side}'s graph that dot {@code d} (of that side's colour) belongs to. */
    public int vertexOf(Side side, Dot d) {
        if (side == Side.RED) {
            if (d.r() % 2 != 1 || d.c() % 2 != 0 || d.r() >= size || d.c() < 0 || d.c() >= size) {
                throw new IllegalArgumentException(d + " is not a red dot");
            }
            if (d.c() == 0) {
                return S;
            }
            if (d.c() == 2 * n) {
                return T;
            }
            return 2 + (d.r() - 1) / 2 * (n - 1) + (d.c() / 2 - 1);
        }
        if (d.r() % 2 != 0 || d.c() % 2 != 1 || d.r() < 0 || d.r() >= size || d.c() >= size) {
            throw new IllegalArgumentException(d + " is not a blue dot");
        }
        if (d.r() == 0) {
            return S;
        }
        if (d.r() == 2 * n) {
            return T;
        }
        return 2 + (d.r() / 2 - 1) * n + (d.c() - 1) / 2;
    }

    /**
     * {@code side}'s graph as a named multigraph, built from its edge list: the goal lines are
     * "s" and "t", every other vertex is named after its dot "r,c", and edge e is crossing e. Its
     * vertex numbering is the edge list's order of first appearance, not this board's.
     */
    public Multigraph namedGraph(Side side) {
        Multigraph.Builder b = Multigraph.builder();
        for (int x = 0; x < crossingCount(); x++) {
            b.addEdge(vertexName(side, edgeU(side, x)), vertexName(side, edgeV(side, x)));
        }
        return b.build();
    }

    private String vertexName(Side side, int v) {
        if (v == S || v == T) {
            return v == S ? "s" : "t";
        }
        Dot dot = dotsOf(side, v).get(0);
        return dot.r() + "," + dot.c();
    }

    /** The dots of {@code side}'s colour that make up vertex {@code v}: a whole goal row/column for s and t. */
    public List<Dot> dotsOf(Side side, int v) {
        List<Dot> dots = new ArrayList<>();
        if (v == S || v == T) {
            int line = v == S ? 0 : 2 * n;
            for (int k = 1; k < size; k += 2) {
                dots.add(side == Side.RED ? new Dot(k, line) : new Dot(line, k));
            }
            return Collections.unmodifiableList(dots);
        }
        int i = v - 2;
        if (side == Side.RED) {
            return List.of(new Dot(2 * (i / (n - 1)) + 1, 2 * (i % (n - 1)) + 2));
        }
        return List.of(new Dot(2 * (i / n) + 2, 2 * (i % n) + 1));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.n == n;
    }

    @Override
    public int hashCode() {
        return n;
    }

    @Override
    public String toString() {
        return n + "x" + (n + 1) + " board";
    }
}
