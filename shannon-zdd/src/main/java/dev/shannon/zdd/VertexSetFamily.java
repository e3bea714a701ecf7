package dev.shannon.zdd;

import dev.shannon.graph.Multigraph;
import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddManager;
import dev.shannon.zdd.core.ZddMembers;
import dev.shannon.zdd.core.ZddProbability;
import dev.shannon.zdd.spec.FrontierSpec;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * An immutable set of <em>vertex</em> sets of one {@link Universe} (Graphillion's
 * {@code VertexSetSet}): independent sets, dominating sets, vertex covers, cliques, or any
 * family given explicitly, held as a ZDD over the vertices. Members are lists of vertex names
 * in vertex-number order.
 *
 * <p>Conventions for the empty set: it is always independent and always a clique; it dominates
 * only a graph with no vertices and covers only a graph with no edges. A vertex with a loop is
 * adjacent to itself: it is in no independent set and in every vertex cover.
 *
 * <p>The families of one universe share one node table (separate from its edge families'),
 * with the algebra, garbage collection and thread safety of {@link GraphSet}.
 */
public final class VertexSetFamily extends SetFamily<VertexSetFamily, List<String>> {
    VertexSetFamily(Universe universe, Family family) {
        super(universe, family);
    }

    @Override
    VertexSetFamily over(Family f) {
        return new VertexSetFamily(universe, f);
    }

    @Override
    FamilyText.Kind textKind() {
        return FamilyText.Kind.VERTEX_SETS;
    }

    @Override
    String plural() {
        return "vertex families";
    }

    // ---------------------------------------------------------------- making families

    static VertexSetFamily built(Universe u, VertexSpec.Kind kind) {
        return built(u, u.toMultigraph(), kind);
    }

    /** The family of {@code kind} for the adjacency of {@code adjacency}, a graph on u's vertices. */
    private static VertexSetFamily built(Universe u, Multigraph adjacency, VertexSpec.Kind kind) {
        return built(u, new VertexSpec(adjacency, u.vertexLevels(), kind));
    }

    /** The family a vertex search (levels: {@link VertexLevels}) describes. */
    private static VertexSetFamily built(Universe u, FrontierSpec spec) {
        FrontierEngine.Built b = u.search(budget -> FrontierEngine.build(
                u.vertexCount(),
                spec,
                budget,
                FrontierEngine.Options.DEFAULT
                        .withLookahead(true)
                        .withThreads(Runtime.getRuntime().availableProcessors())));
        return new VertexSetFamily(u, Family.of(u.vertexManager(), b.zdd(), b.count()));
    }

    static BigInteger counted(Universe u, VertexSpec.Kind kind) {
        VertexSpec spec = new VertexSpec(u.toMultigraph(), u.vertexLevels(), kind);
        return u.search(budget -> FrontierEngine.count(
                        u.vertexCount(),
                        spec,
                        budget,
                        FrontierEngine.Options.DEFAULT.withThreads(
                                Runtime.getRuntime().availableProcessors()))
                .count());
    }

    /** The vertex sets with no two vertices adjacent, the empty set included. */
    public static VertexSetFamily independentSets(Universe u) {
        return VertexSetKind.INDEPENDENT_SETS.family(u);
    }

    /**
     * Distance-k independent sets (Graphillion's {@code independent_sets(edges, distance=k)}):
     * the vertex sets no two of whose vertices are joined by a path of at most {@code distance}
     * edges, the empty set included; the independent sets of the graph's k-th power
     * ({@link PowerGraph}). Distance 1 is {@link #independentSets(Universe)}.
     *
     * @throws IllegalArgumentException if {@code distance < 1}
     * @throws dev.shannon.zdd.ZddMemoryLimitException if the power or its diagram does not fit the universe's limit
     */
    public static VertexSetFamily independentSets(Universe u, int distance) {
        return built(u, PowerGraph.of(u.toMultigraph(), distance, u.memoryLimit()), VertexSpec.Kind.INDEPENDENT);
    }

    /** The vertex sets every vertex is in or next to. */
    public static VertexSetFamily dominatingSets(Universe u) {
        return VertexSetKind.DOMINATING_SETS.family(u);
    }

    /**
     * Distance-k dominating sets (Graphillion's {@code dominating_sets(edges, distance=k)}): the
     * vertex sets every vertex is in or joined to by a path of at most {@code distance} edges;
     * the dominating sets of the graph's k-th power ({@link PowerGraph}). Distance 1 is
     * {@link #dominatingSets(Universe)}.
     *
     * <p>Searched with distances in the state ({@link DistanceDominationSpec}) rather than over
     * the power, which is much denser than the graph and whose frontier is k times wider (the
     * 7 × 7 grid at distance 3 ran out of a 1 GB heap that way); graphs of more than
     * {@value DistanceDominationSpec#MAX_VERTICES} vertices still go through the power.
     *
     * @throws IllegalArgumentException if {@code distance < 1}
     * @throws dev.shannon.zdd.ZddMemoryLimitException if the power or its diagram does not fit the universe's limit
     */
    public static VertexSetFamily dominatingSets(Universe u, int distance) {
        if (distance <= 1 || !DistanceDominationSpec.serves(u.vertexCount(), distance)) {
            return built(u, PowerGraph.of(u.toMultigraph(), distance, u.memoryLimit()), VertexSpec.Kind.DOMINATING);
        }
        long n = u.vertexCount();
        u.requireRoom(2 * n * n, "the distance-" + distance + " table"); // shorts, one a pair of vertices
        return built(u, new DistanceDominationSpec(u.toMultigraph(), u.vertexLevels(), distance));
    }

    /** Distance-k dominating sets through the k-th power (the search before distances were carried; for tests). */
    static VertexSetFamily dominatingSetsByPower(Universe u, int distance) {
        return built(u, PowerGraph.of(u.toMultigraph(), distance, u.memoryLimit()), VertexSpec.Kind.DOMINATING);
    }

    /** The vertex sets that hold an end of every edge. */
    public static VertexSetFamily vertexCovers(Universe u) {
        return VertexSetKind.VERTEX_COVERS.family(u);
    }

    /** The vertex sets whose vertices are pairwise adjacent, the empty set included. */
    public static VertexSetFamily cliques(Universe u) {
        return VertexSetKind.CLIQUES.family(u);
    }

    /** The frontier width of the vertex search: the most vertices whose slots it keeps at once. */
    public static int frontierWidth(Universe u) {
        return new VertexSpec(u.toMultigraph(), u.vertexLevels(), VertexSpec.Kind.INDEPENDENT).width();
    }

    /** No vertex sets at all. */
    public static VertexSetFamily empty(Universe u) {
        return made(u, alg -> Zdd.ZERO);
    }

    /** All 2<sup>n</sup> vertex sets. */
    public static VertexSetFamily all(Universe u) {
        return made(u, alg -> alg.powerSet(0));
    }

    /** The family of the given vertex sets (each a collection of vertex names). */
    public static VertexSetFamily of(Universe u, Collection<? extends Collection<String>> sets) {
        List<int[]> numbers = new ArrayList<>();
        for (Collection<String> s : sets) {
            numbers.add(s.stream().mapToInt(u::vertex).toArray());
        }
        return ofVertexNumbers(u, numbers);
    }

    /** The levels of a set of vertex numbers, ascending, without repeats. */
    private static int[] levels(Universe u, int[] vertices) {
        VertexLevels vl = u.vertexLevels();
        return Arrays.stream(vertices)
                .map(x -> vl.levelOf[x])
                .sorted()
                .distinct()
                .toArray();
    }

    /** Vertex sets given by vertex numbers. */
    private static VertexSetFamily ofVertexNumbers(Universe u, Collection<int[]> sets) {
        List<int[]> levels = new ArrayList<>();
        for (int[] s : sets) {
            levels.add(levels(u, s));
        }
        return made(u, alg -> {
            int f = Zdd.ZERO;
            for (int[] l : levels) {
                f = alg.union(f, alg.single(l));
            }
            return f;
        });
    }

    /**
     * Reads a family written by {@link #dump} over the same universe.
     *
     * @throws IllegalArgumentException on malformed input, a dump of graph sets, or a dump
     *                                  made over another universe, naming the line
     */
    public static VertexSetFamily load(Universe u, Reader in) {
        return new VertexSetFamily(
                u, Family.of(u.vertexManager(), FamilyText.read(FamilyText.Kind.VERTEX_SETS, u, in), null));
    }

    /** Reads a family from the text of {@link #dumps()}. */
    public static VertexSetFamily loads(Universe u, String text) {
        return load(u, new StringReader(text));
    }

    private static VertexSetFamily made(Universe u, ZddManager.Op op) {
        return new VertexSetFamily(u, Family.made(u.vertexManager(), op));
    }

    // ---------------------------------------------------------------- algebra

    /** The members that contain the vertex named {@code name}. */
    public VertexSetFamily including(String name) {
        int l = universe.vertexLevels().levelOf[universe.vertex(name)];
        return unary((alg, f) -> alg.onset(f, l));
    }

    /** The members that lack the vertex named {@code name}. */
    public VertexSetFamily excluding(String name) {
        int l = universe.vertexLevels().levelOf[universe.vertex(name)];
        return unary((alg, f) -> alg.offset(f, l));
    }

    /** Every member with the named vertex toggled: added where absent, removed where present ({@code flip}). */
    public VertexSetFamily toggle(String name) {
        int l = universe.vertexLevels().levelOf[universe.vertex(name)];
        return unary((alg, f) -> alg.flip(f, l));
    }

    /** Each member with one of its vertices taken out, in every way (Graphillion's {@code remove_some_vertex}). */
    public VertexSetFamily removeSomeVertex() {
        return removeOne();
    }

    /** Each member with one more vertex, in every way ({@code add_some_vertex}). */
    public VertexSetFamily addSomeVertex() {
        return addOne();
    }

    /** Each member with one vertex swapped for one it lacks, in every way ({@code remove_add_some_vertices}). */
    public VertexSetFamily removeAddSomeVertices() {
        return swapOne();
    }

    /** Every member replaced by the vertices it lacks (Graphillion's member-wise {@code complement()}). */
    public VertexSetFamily vertexComplements() {
        return complementEach();
    }

    /** Costs {@link #costAtMost} and the others take: one per vertex, by vertex number. */
    @Override
    int[] levelCosts(int[] costs) {
        requirePerVertex(costs.length, "costs");
        int[] byLevel = new int[costs.length];
        for (int l = 0; l < byLevel.length; l++) {
            byLevel[l] = costs[universe.vertexLevels().vertexAt[l]];
        }
        return byLevel;
    }

    /**
     * The probability that the set of vertices kept, each vertex v kept independently with
     * probability {@code p[v]}, is a member.
     */
    public double probability(double[] p) {
        return ZddProbability.of(family.zdd(), byLevel(p, "probabilities"), "vertex");
    }

    private void requirePerVertex(int given, String what) {
        if (given != universe.vertexCount()) {
            throw new IllegalArgumentException("need " + universe.vertexCount() + " vertex " + what + ", got " + given);
        }
    }

    /**
     * The edge sets induced by the members: for each vertex set S, the edges with both ends in
     * S (loops at S included). On the diagram, whatever the number of members
     * ({@link InducedEdges}).
     */
    public GraphSet inducedSubgraphs() {
        Zdd z = family.zdd();
        return new GraphSet(universe, Family.made(universe.manager(), alg -> InducedEdges.of(universe, z, alg)));
    }

    // ---------------------------------------------------------------- queries

    /** Whether the set of the named vertices is a member. */
    public boolean contains(Collection<String> names) {
        return ZddMembers.contains(
                family.zdd(),
                levels(universe, names.stream().mapToInt(universe::vertex).toArray()));
    }

    /** Members are lists of vertex names in vertex-number order. */
    @Override
    List<String> member(int[] levels) {
        int[] vs = Arrays.stream(levels)
                .map(l -> universe.vertexLevels().vertexAt[l])
                .sorted()
                .toArray();
        List<String> out = new ArrayList<>(vs.length);
        for (int v : vs) {
            out.add(universe.name(v));
        }
        return List.copyOf(out);
    }

    /**
     * One weight per vertex, by vertex number ({@link Universe#vertexWeights} makes them from
     * the names), moved to the vertices' levels.
     */
    @Override
    double[] levelWeights(double[] weights) {
        return byLevel(weights, "weights");
    }

    /** Per-vertex numbers (by vertex number) moved to the vertices' levels. */
    private double[] byLevel(double[] perVertex, String what) {
        requirePerVertex(perVertex.length, what);
        double[] out = new double[perVertex.length];
        for (int l = 0; l < out.length; l++) {
            out[l] = perVertex[universe.vertexLevels().vertexAt[l]];
        }
        return out;
    }

    @Override
    public String toString() {
        BigInteger n = count();
        return "VertexSetFamily(" + n + (n.equals(BigInteger.ONE) ? " vertex set)" : " vertex sets)");
    }
}
