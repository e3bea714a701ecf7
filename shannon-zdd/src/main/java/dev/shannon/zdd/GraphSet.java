package dev.shannon.zdd;

import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddManager;
import dev.shannon.zdd.core.ZddMembers;
import dev.shannon.zdd.core.ZddProbability;
import dev.shannon.zdd.spec.EdgeNumbers;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.VertexNumbers;
import java.io.Reader;
import java.io.StringReader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * An immutable set of subgraphs (edge sets) of one {@link Universe}, held as a zero-suppressed
 * decision diagram (ZDD, Minato 1993): a DAG whose root-to-1 paths are the members. Families of
 * astronomically many subgraphs — every simple path across a 12×12 grid, say — fit in a few
 * million nodes, and the operations below run on the diagram, in time proportional to its
 * size, never to the number of members.
 *
 * <p>Families come from {@link GraphSets} (paths, cycles, trees, forests, matchings, …), from
 * {@link #build} with any {@link FrontierSpec}, or from explicit subgraphs ({@link #of}). Methods
 * read like the mathematics of set families:
 * <pre>{@code
 * Universe grid = Universe.grid(8, 8);
 * GraphSet paths = GraphSets.paths(grid, "0,0", "7,7");
 * GraphSet viaCentre = paths.includingVertex("4,4").ofSizeAtMost(20);
 * BigInteger n = viaCentre.count();
 * Subgraph shortest = paths.minWeight(grid.weights(e -> 1.0)).orElseThrow();
 * }</pre>
 *
 * <p>Every graph set knows its universe; combining sets over different universes throws
 * {@link IllegalArgumentException}. Operations needing more than the universe's
 * {@linkplain Universe#memoryLimit() memory limit} throw {@link ZddMemoryLimitException}.
 * Instances are immutable and safe to share between threads.
 *
 * <p>The sets of one universe share its node table and operation cache ({@link ZddManager}):
 * an operation makes only the nodes of its result, and nodes no live set needs are collected.
 * Operations on one universe run one at a time under that table's lock; queries (counting,
 * iterating, sampling, weights) read an immutable copy of the set's own diagram, made on first
 * query, and run in parallel. A set built by frontier search starts as such a diagram and
 * enters the shared table only when it first takes part in an operation.
 */
public final class GraphSet extends SetFamily<GraphSet, Subgraph> {
    GraphSet(Universe universe, Family family) {
        super(universe, family);
    }

    @Override
    GraphSet over(Family f) {
        return new GraphSet(universe, f);
    }

    @Override
    FamilyText.Kind textKind() {
        return FamilyText.Kind.GRAPH_SETS;
    }

    @Override
    String plural() {
        return "graph sets";
    }

    @Override
    Subgraph member(int[] edges) {
        return Subgraph.trusted(universe, edges);
    }

    /** Edge weights are the diagram's own: its variables are the edges. */
    @Override
    double[] levelWeights(double[] weights) {
        if (weights.length != universe.edgeCount()) {
            throw new IllegalArgumentException("need " + universe.edgeCount() + " edge weights, got " + weights.length);
        }
        return weights;
    }

    private GraphSet(Universe universe, Zdd zdd, BigInteger count) {
        this(universe, Family.of(universe.manager(), zdd, count));
    }

    private GraphSet(Universe universe, Zdd zdd) {
        this(universe, zdd, null);
    }

    // ---------------------------------------------------------------- making sets

    /** The empty family: no subgraphs at all. */
    public static GraphSet empty(Universe universe) {
        return made(universe, alg -> Zdd.ZERO);
    }

    /** All 2<sup>m</sup> subgraphs of the universe (its power set). */
    public static GraphSet all(Universe universe) {
        GraphSet all = made(universe, alg -> alg.powerSet(0));
        all.family.withCount(BigInteger.ONE.shiftLeft(universe.edgeCount()));
        return all;
    }

    private static GraphSet made(Universe universe, ZddManager.Op op) {
        return new GraphSet(universe, Family.made(universe.manager(), op));
    }

    /** The family of the given subgraphs. */
    public static GraphSet of(Universe universe, Subgraph... graphs) {
        return of(universe, List.of(graphs));
    }

    /** The family of the given subgraphs. */
    public static GraphSet of(Universe universe, Collection<Subgraph> graphs) {
        for (Subgraph g : graphs) {
            sameUniverse(universe, g.universe());
        }
        return made(universe, alg -> {
            int f = Zdd.ZERO;
            for (Subgraph g : graphs) {
                f = alg.union(f, alg.single(g.edgesUnsafe()));
            }
            return f;
        });
    }

    /**
     * The family described by a frontier spec, built by frontier-based search; several specs are
     * intersected during the search (one pass, no intermediate diagrams). Large levels of the
     * search are shared between all cores.
     */
    public static GraphSet build(Universe universe, FrontierSpec spec, FrontierSpec... more) {
        FrontierSpec.requireFor(universe, spec);
        FrontierSpec s = spec;
        for (FrontierSpec x : more) {
            FrontierSpec.requireFor(universe, x);
            s = s.and(x);
        }
        FrontierSpec all = s;
        FrontierEngine.Built b = universe.search(budget -> FrontierEngine.build(
                universe.edgeCount(),
                all,
                budget,
                FrontierEngine.Options.DEFAULT
                        .withLookahead(true)
                        .withThreads(Runtime.getRuntime().availableProcessors())));
        return new GraphSet(universe, b.zdd(), b.count());
    }

    /** Reads a family written by {@link #dump} over the same universe. */
    public static GraphSet load(Universe universe, Reader in) {
        return new GraphSet(universe, FamilyText.read(FamilyText.Kind.GRAPH_SETS, universe, in));
    }

    /** Reads a family from the text of {@link #dumps()}. */
    public static GraphSet loads(Universe universe, String text) {
        return load(universe, new StringReader(text));
    }

    // ---------------------------------------------------------------- set algebra

    private static void sameUniverse(Universe a, Universe b) {
        if (a != b && !a.equals(b)) {
            throw new IllegalArgumentException("graph sets over different universes cannot be combined");
        }
    }

    /** The members that contain edge {@code e}. */
    public GraphSet includingEdge(int e) {
        EdgeNumbers.require(universe, e);
        return unary((alg, f) -> alg.onset(f, e));
    }

    /** The members that contain the edge {@code edge}. */
    public GraphSet including(Edge edge) {
        return includingEdge(ownIndex(edge));
    }

    /** The edge's number here, after checking it is this universe's edge and not another's. */
    private int ownIndex(Edge edge) {
        int e = edge.index();
        if (e < 0 || e >= universe.edgeCount() || !universe.edge(e).equals(edge)) {
            throw new IllegalArgumentException("edge " + edge + " is not an edge of this universe");
        }
        return e;
    }

    /** The members that do not contain edge {@code e}. */
    public GraphSet excludingEdge(int e) {
        EdgeNumbers.require(universe, e);
        return unary((alg, f) -> alg.offset(f, e));
    }

    /** The members that do not contain the edge {@code edge}. */
    public GraphSet excluding(Edge edge) {
        return excludingEdge(ownIndex(edge));
    }

    /** The members with an edge at vertex {@code v}. */
    public GraphSet includingVertex(int v) {
        boolean[] mask = incidenceMask(v);
        return unary((alg, f) -> alg.touching(f, mask));
    }

    /** The members with an edge at the vertex named {@code name}. */
    public GraphSet includingVertex(String name) {
        return includingVertex(universe.vertex(name));
    }

    /** The members with no edge at vertex {@code v}. */
    public GraphSet excludingVertex(int v) {
        boolean[] mask = incidenceMask(v);
        return unary((alg, f) -> alg.avoiding(f, mask));
    }

    /** The members with no edge at the vertex named {@code name}. */
    public GraphSet excludingVertex(String name) {
        return excludingVertex(universe.vertex(name));
    }

    private boolean[] incidenceMask(int v) {
        VertexNumbers.require(universe, v, "vertex");
        boolean[] mask = new boolean[universe.edgeCount() + 1];
        for (int e : universe.incidentEdges(v)) {
            mask[e] = true;
        }
        return mask;
    }

    /** The members that contain every edge of {@code g} (have g as a subgraph). */
    public GraphSet including(Subgraph g) {
        return supersetsOf(of(universe, g));
    }

    /**
     * The members that contain some member of {@code others} as a subgraph: {@link #supersetsOf},
     * named as Graphillion's users know it ({@code gs.including(other_graphset)}).
     */
    public GraphSet including(GraphSet others) {
        return supersetsOf(others);
    }

    /** The members that contain no member of {@code others}: {@link #nonSupersetsOf} ({@code gs.excluding(other_graphset)}). */
    public GraphSet excluding(GraphSet others) {
        return nonSupersetsOf(others);
    }

    /** The members that do not contain all edges of {@code g}. */
    public GraphSet excluding(Subgraph g) {
        return nonSupersetsOf(of(universe, g));
    }

    /** Every member with edge {@code e} toggled (added where absent, removed where present). */
    public GraphSet toggle(int e) {
        EdgeNumbers.require(universe, e);
        return unary((alg, f) -> alg.flip(f, e));
    }

    /** {α ∖ {e} : α ∈ this, e ∈ α}: each member with one of its edges removed, in every way. */
    public GraphSet removeSomeEdge() {
        return removeOne();
    }

    /** {α ∪ {e} : α ∈ this, e ∉ α}: each member with one more edge of the universe, in every way. */
    public GraphSet addSomeEdge() {
        return addOne();
    }

    /**
     * {(α ∖ {e}) ∪ {e'} : α ∈ this, e ∈ α, e' ∉ α} (Graphillion's {@code remove_add_some_edges}):
     * each member with one of its edges swapped for an edge it lacks, in every way.
     */
    public GraphSet removeAddSomeEdges() {
        return swapOne();
    }

    /**
     * {E ∖ α : α ∈ this}: every member replaced by the edges it lacks (Graphillion's
     * {@code complement()}; the set complement, Graphillion's {@code ~}, is {@link #complement()}).
     */
    public GraphSet edgeComplements() {
        return complementEach();
    }

    /** Costs {@link #costAtMost} and the others take: one per edge, by edge number. */
    @Override
    int[] levelCosts(int[] costs) {
        if (costs.length != universe.edgeCount()) {
            throw new IllegalArgumentException("need " + universe.edgeCount() + " edge costs, got " + costs.length);
        }
        return costs.clone();
    }

    /** The members accepted by {@code spec} (built by frontier search, then intersected). */
    public GraphSet satisfying(FrontierSpec spec) {
        return intersection(build(universe, spec));
    }

    /** This set plus one subgraph. */
    public GraphSet with(Subgraph g) {
        return union(of(universe, g));
    }

    /** This set without one subgraph. */
    public GraphSet without(Subgraph g) {
        return difference(of(universe, g));
    }

    /**
     * The vertex sets of the members: for each subgraph, the vertices its edges touch (the
     * empty subgraph gives the empty vertex set). On the diagram, whatever the number of
     * members: {@link EdgeVertexFamily#of(GraphSet)}, then its vertices.
     */
    public VertexSetFamily vertexSets() {
        return EdgeVertexFamily.of(this).vertexSets();
    }

    // ---------------------------------------------------------------- queries

    /** Whether {@code g} is a member. */
    public boolean contains(Subgraph g) {
        sameUniverse(universe, g.universe());
        return ZddMembers.contains(family.zdd(), g.edgesUnsafe());
    }

    /**
     * The probability that a random subgraph, with each edge {@code e} present independently
     * with probability {@code p[e]}, is a member. With {@link GraphSets#terminalsConnected} this
     * is the network reliability.
     */
    public double probability(double[] p) {
        return ZddProbability.of(family.zdd(), p, "edge");
    }

    // ---------------------------------------------------------------- identity

    /** A short description, listing members only for small sets. */
    @Override
    public String toString() {
        BigInteger n = count();
        StringBuilder sb =
                new StringBuilder("GraphSet(").append(n).append(n.equals(BigInteger.ONE) ? " graph" : " graphs");
        if (n.signum() > 0 && n.compareTo(BigInteger.valueOf(4)) <= 0) {
            List<String> shown = new ArrayList<>();
            for (Subgraph g : this) {
                shown.add(g.toString());
            }
            sb.append(": ").append(String.join(", ", shown));
        }
        return sb.append(")").toString();
    }
}
