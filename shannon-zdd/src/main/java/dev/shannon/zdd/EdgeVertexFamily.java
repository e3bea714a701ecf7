package dev.shannon.zdd;

import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddMembers;
import dev.shannon.zdd.core.ZddProbability;
import dev.shannon.zdd.spec.EdgeNumbers;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * An immutable set of sets that mix <em>edges and vertices</em> of one {@link Universe}
 * (Graphillion's {@code EdgeVertexSetSet}), held as one ZDD over both: typically subgraphs
 * that carry their vertices, so that a member can hold a vertex and no edge at it, and
 * questions about vertices (holding v, counting vertices) are questions about members' own
 * elements. Members are {@link EdgeVertexSet}s.
 *
 * <p>{@link #of(GraphSet)} gives each subgraph the vertices its edges touch (Graphillion's
 * {@code to_edgevertexsetset}); {@link #graphSet()} and {@link #vertexSets()} project back.
 * The algebra of {@link SetFamily} treats edges and vertices alike (so {@code ofSize(k)} counts
 * both, and {@code complement()} is taken within all sets of edges and vertices, most of them
 * not subgraphs with their vertices).
 *
 * <p>The variable order puts each vertex just after the last edge at it (see
 * {@link EdgeVertexLevels}), so that {@code of(g)} needs no state beyond g's own (for the 8×8
 * grid's corner paths 59,529 nodes against g's 31,481). The families of one universe share
 * one node table, apart from its graph sets' and vertex families', with their garbage
 * collection and thread safety.
 */
public final class EdgeVertexFamily extends SetFamily<EdgeVertexFamily, EdgeVertexSet> {
    private EdgeVertexFamily(Universe universe, Family family) {
        super(universe, family);
    }

    @Override
    EdgeVertexFamily over(Family f) {
        return new EdgeVertexFamily(universe, f);
    }

    @Override
    FamilyText.Kind textKind() {
        return FamilyText.Kind.EDGE_VERTEX_SETS;
    }

    @Override
    String plural() {
        return "edge-vertex families";
    }

    private EdgeVertexLevels levels() {
        return universe.edgeVertexLevels();
    }

    @Override
    EdgeVertexSet member(int[] levels) {
        EdgeVertexLevels l = levels();
        int[] edges = Arrays.stream(levels)
                .map(x -> l.edgeAt[x])
                .filter(e -> e >= 0)
                .toArray(); // ascending: edges keep their order
        int[] vs = Arrays.stream(levels)
                .map(x -> l.vertexAt[x])
                .filter(v -> v >= 0)
                .sorted()
                .toArray();
        List<String> names = new ArrayList<>(vs.length);
        for (int v : vs) {
            names.add(universe.name(v));
        }
        return new EdgeVertexSet(Subgraph.trusted(universe, edges), names);
    }

    /**
     * Weights indexed as {@link #weights(double[], double[])} makes them: the m edges' by
     * edge number, then the n vertices' by vertex number.
     */
    @Override
    double[] levelWeights(double[] weights) {
        return byLevel(weights, "weights");
    }

    /** Costs {@link #costAtMost} and the others take, as {@link #costs(int[], int[])} lays them out. */
    @Override
    int[] levelCosts(int[] costs) {
        int[] level = elementLevels(costs.length, "costs");
        int[] out = new int[level.length];
        for (int i = 0; i < out.length; i++) {
            out[level[i]] = costs[i];
        }
        return out;
    }

    /** Numbers per element as {@link #weights} lays them out (edges, then vertices), moved to the elements' levels. */
    private double[] byLevel(double[] perElement, String what) {
        int[] level = elementLevels(perElement.length, what);
        double[] out = new double[level.length];
        for (int i = 0; i < out.length; i++) {
            out[level[i]] = perElement[i];
        }
        return out;
    }

    /**
     * The level of each element, edges by number and then vertices by number, once there are
     * {@code given} numbers, one per element.
     */
    private int[] elementLevels(int given, String what) {
        int m = universe.edgeCount();
        int n = universe.vertexCount();
        if (given != m + n) {
            throw new IllegalArgumentException(
                    "need " + (m + n) + " " + what + " (" + m + " edges, then " + n + " vertices), got " + given);
        }
        int[] level = new int[m + n];
        for (int e = 0; e < m; e++) {
            level[e] = levels().ofEdge[e];
        }
        for (int v = 0; v < n; v++) {
            level[m + v] = levels().ofVertex[v];
        }
        return level;
    }

    /**
     * The weights (or probabilities) the weighted queries and {@link #probability} take: the
     * edges' (by edge number), then the vertices' (by vertex number).
     */
    public static double[] weights(double[] perEdge, double[] perVertex) {
        double[] w = Arrays.copyOf(perEdge, perEdge.length + perVertex.length);
        System.arraycopy(perVertex, 0, w, perEdge.length, perVertex.length);
        return w;
    }

    /** The integer costs {@link SetFamily#costAtMost} and the others take, laid out as {@link #weights}. */
    public static int[] costs(int[] perEdge, int[] perVertex) {
        int[] c = Arrays.copyOf(perEdge, perEdge.length + perVertex.length);
        System.arraycopy(perVertex, 0, c, perEdge.length, perVertex.length);
        return c;
    }

    // ---------------------------------------------------------------- making families

    /** No sets at all. */
    public static EdgeVertexFamily empty(Universe u) {
        return new EdgeVertexFamily(u, Family.made(u.edgeVertexManager(), alg -> Zdd.ZERO));
    }

    /**
     * The family of the given sets. As in Graphillion, every edge of a set must come with both
     * its ends; a vertex may come without edges.
     *
     * @throws IllegalArgumentException if a set is over another universe, names an unknown
     *                                  vertex, or holds an edge without one of its ends
     */
    public static EdgeVertexFamily of(Universe u, Collection<EdgeVertexSet> sets) {
        List<int[]> members = new ArrayList<>();
        for (EdgeVertexSet s : sets) {
            members.add(levelsOf(u, s, true));
        }
        return new EdgeVertexFamily(u, Family.made(u.edgeVertexManager(), alg -> {
            int f = Zdd.ZERO;
            for (int[] l : members) {
                f = alg.union(f, alg.single(l));
            }
            return f;
        }));
    }

    /** The levels of a set's elements, ascending, after checking it belongs to {@code u}. */
    private static int[] levelsOf(Universe u, EdgeVertexSet s, boolean endsRequired) {
        Universe su = s.edges().universe();
        if (su != u && !su.equals(u)) {
            throw new IllegalArgumentException("the set's edges are over a different universe");
        }
        EdgeVertexLevels l = u.edgeVertexLevels();
        boolean[] in = new boolean[u.vertexCount()];
        for (String name : s.vertices()) {
            in[u.vertex(name)] = true;
        }
        int[] edges = s.edges().edges();
        if (endsRequired) {
            for (int e : edges) {
                for (int x : new int[] {u.edgeU(e), u.edgeV(e)}) {
                    if (!in[x]) {
                        throw new IllegalArgumentException("edge " + u.name(u.edgeU(e)) + "-" + u.name(u.edgeV(e))
                                + " comes without its end '" + u.name(x) + "'");
                    }
                }
            }
        }
        int[] out = new int[edges.length + s.vertices().size()];
        int k = 0;
        for (int e : edges) {
            out[k++] = l.ofEdge[e];
        }
        for (int v = 0; v < in.length; v++) {
            if (in[v]) {
                out[k++] = l.ofVertex[v];
            }
        }
        return Arrays.stream(out, 0, k).sorted().toArray();
    }

    /**
     * Each subgraph of {@code g} with the vertices its edges touch (Graphillion's
     * {@code to_edgevertexsetset}); the empty subgraph stays empty. On the diagram, never member
     * by member ({@link TouchedVertices}).
     */
    public static EdgeVertexFamily of(GraphSet g) {
        Universe u = g.universe();
        Zdd z = g.family.zdd();
        return new EdgeVertexFamily(
                u, Family.made(u.edgeVertexManager(), alg -> TouchedVertices.of(u, z, alg.table())));
    }

    /** Each vertex set of {@code f} as a set of vertices and no edges. */
    public static EdgeVertexFamily ofVertexSets(VertexSetFamily f) {
        Universe u = f.universe();
        int[] to = new int[u.vertexCount()];
        for (int level = 0; level < to.length; level++) {
            to[level] = u.edgeVertexLevels().ofVertex[u.vertexLevels().vertexAt[level]];
        }
        Zdd z = f.family.zdd();
        return new EdgeVertexFamily(u, Family.made(u.edgeVertexManager(), alg -> Relabel.into(alg, z, to, u)));
    }

    /**
     * Reads a family written by {@link #dump} over the same universe.
     *
     * @throws IllegalArgumentException on malformed input, a dump of another kind of family,
     *                                  or one made over another universe, naming the line
     */
    public static EdgeVertexFamily load(Universe u, Reader in) {
        return new EdgeVertexFamily(
                u, Family.of(u.edgeVertexManager(), FamilyText.read(FamilyText.Kind.EDGE_VERTEX_SETS, u, in), null));
    }

    /** Reads a family from the text of {@link #dumps()}. */
    public static EdgeVertexFamily loads(Universe u, String text) {
        return load(u, new StringReader(text));
    }

    // ---------------------------------------------------------------- algebra

    /** The members that hold edge {@code e}. */
    public EdgeVertexFamily includingEdge(int e) {
        EdgeNumbers.require(universe, e);
        int x = levels().ofEdge[e];
        return unary((alg, f) -> alg.onset(f, x));
    }

    /** The members that lack edge {@code e}. */
    public EdgeVertexFamily excludingEdge(int e) {
        EdgeNumbers.require(universe, e);
        int x = levels().ofEdge[e];
        return unary((alg, f) -> alg.offset(f, x));
    }

    /** The members that hold the vertex named {@code name} (as an element, whatever their edges). */
    public EdgeVertexFamily includingVertex(String name) {
        int x = levels().ofVertex[universe.vertex(name)];
        return unary((alg, f) -> alg.onset(f, x));
    }

    /** The members that lack the vertex named {@code name}. */
    public EdgeVertexFamily excludingVertex(String name) {
        int x = levels().ofVertex[universe.vertex(name)];
        return unary((alg, f) -> alg.offset(f, x));
    }

    /**
     * The probability that the set of elements kept, each edge and vertex kept independently
     * with its probability ({@code p} as {@link #weights(double[], double[])} lays them out), is
     * a member.
     */
    public double probability(double[] p) {
        return ZddProbability.of(family.zdd(), byLevel(p, "probabilities"), "edge or vertex");
    }

    // ---------------------------------------------------------------- projections

    /** {α ∩ E : α ∈ this}: the members' edges, as graph sets (members differing only in vertices merge). */
    public GraphSet graphSet() {
        int[] to = new int[levels().levels()];
        for (int x = 0; x < to.length; x++) {
            to[x] = levels().edgeAt[x] >= 0 ? levels().edgeAt[x] : Relabel.FORGET;
        }
        Zdd z = family.zdd();
        return new GraphSet(universe, Family.made(universe.manager(), alg -> Relabel.into(alg, z, to, universe)));
    }

    /** {α ∩ V : α ∈ this}: the members' vertices, as a vertex family. */
    public VertexSetFamily vertexSets() {
        int[] to = new int[levels().levels()];
        for (int x = 0; x < to.length; x++) {
            int v = levels().vertexAt[x];
            to[x] = v >= 0 ? universe.vertexLevels().levelOf[v] : Relabel.FORGET;
        }
        Zdd z = family.zdd();
        return new VertexSetFamily(
                universe, Family.made(universe.vertexManager(), alg -> Relabel.into(alg, z, to, universe)));
    }

    // ---------------------------------------------------------------- queries

    /** Whether {@code s} is a member (its edges and vertices exactly). */
    public boolean contains(EdgeVertexSet s) {
        return ZddMembers.contains(family.zdd(), levelsOf(universe, s, false));
    }

    @Override
    public String toString() {
        BigInteger n = count();
        return "EdgeVertexFamily(" + n + (n.equals(BigInteger.ONE) ? " set)" : " sets)");
    }
}
