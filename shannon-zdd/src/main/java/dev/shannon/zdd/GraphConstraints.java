package dev.shannon.zdd;

import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.EdgeCountSpec;
import dev.shannon.zdd.spec.ForbiddenEdgeSetsSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.LinearConstraintSpec;
import dev.shannon.zdd.spec.VertexNumbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Several constraints on subgraphs, combined into one frontier search (Graphillion's
 * {@code GraphSet.graphs(...)}, with names). Unset constraints are not checked; a fresh
 * instance describes every subgraph. Degree sets and forbidden patterns are what tile puzzles
 * need: a Tsunagaru stage is {@code degree(v, d)} per tile plus {@code forbid(pair)} for the
 * corner shapes an I-tile cannot make, and vice versa.
 *
 * <pre>{@code
 * GraphSet tours = GraphSets.graphs(u).allDegrees(0, 2).components(1).build();   // = cycles
 * }</pre>
 *
 * Mutable builder; {@link #build()} and {@link #toSpec()} may be called more than once.
 */
public final class GraphConstraints {
    private final Universe universe;
    private final long[] degrees;
    private boolean anyDegree;
    private final List<int[]> groups = new ArrayList<>();
    private int components = ConnectivitySpec.ANY;
    private boolean acyclic;
    private boolean spanning;
    private int minEdges = 0;
    private int maxEdges = Integer.MAX_VALUE;
    private final List<int[]> forbidden = new ArrayList<>();
    private final List<FrontierSpec> extra = new ArrayList<>();
    private GraphSet within;

    GraphConstraints(Universe universe) {
        this.universe = universe;
        this.degrees = new long[universe.vertexCount()];
        Arrays.fill(degrees, -1L);
    }

    /** Bit mask of a set of degrees 0..{@value DegreeSpec#MAX_DEGREE}. */
    public static long degreeMask(int... allowed) {
        long mask = 0;
        for (int d : allowed) {
            if (d < 0 || d > DegreeSpec.MAX_DEGREE) {
                throw new IllegalArgumentException("degree " + d + " outside 0.." + DegreeSpec.MAX_DEGREE);
            }
            mask |= 1L << d;
        }
        return mask;
    }

    /** Vertex {@code v} must have one of the given degrees. */
    public GraphConstraints degree(int v, int... allowed) {
        VertexNumbers.require(universe, v, "vertex");
        degrees[v] = degreeMask(allowed);
        anyDegree = true;
        return this;
    }

    /** The vertex named {@code name} must have one of the given degrees. */
    public GraphConstraints degree(String name, int... allowed) {
        return degree(universe.vertex(name), allowed);
    }

    /** Every vertex must have one of the given degrees. */
    public GraphConstraints allDegrees(int... allowed) {
        Arrays.fill(degrees, degreeMask(allowed));
        anyDegree = true;
        return this;
    }

    /**
     * The vertices of {@code group} must lie in one component, apart from the vertices of every
     * other group.
     */
    public GraphConstraints group(int... group) {
        groups.add(VertexNumbers.requireAll(universe, group, "vertex").clone());
        return this;
    }

    /** Exactly {@code k} components (see {@link ConnectivitySpec} for what counts). */
    public GraphConstraints components(int k) {
        if (k < 0) {
            throw new IllegalArgumentException("number of components must be >= 0, got " + k);
        }
        components = k;
        return this;
    }

    /** No cycles. */
    public GraphConstraints acyclic() {
        acyclic = true;
        return this;
    }

    /** Untouched vertices count as components of their own. */
    public GraphConstraints spanning() {
        spanning = true;
        return this;
    }

    /** Between {@code min} and {@code max} edges. */
    public GraphConstraints edgeCount(int min, int max) {
        minEdges = min;
        maxEdges = max;
        return this;
    }

    /** The edges of {@code pattern} are never all chosen together. */
    public GraphConstraints forbid(int... pattern) {
        forbidden.add(pattern.clone());
        return this;
    }

    /**
     * Total integer weight {@code Σ weights[e]} within {@code [lower, upper]}, summed exactly.
     *
     * @throws IllegalArgumentException if there is not one weight per edge, if {@code lower >
     *                                  upper}, or if the positive (or the negative) weights sum
     *                                  beyond a {@code long}
     */
    public GraphConstraints weightBetween(long[] weights, long lower, long upper) {
        extra.add(new LinearConstraintSpec(universe, weights, lower, upper));
        return this;
    }

    /** Any further spec, intersected with the rest. */
    public GraphConstraints and(FrontierSpec spec) {
        extra.add(spec);
        return this;
    }

    /** Only members of {@code searchSpace} (intersected after the search). */
    public GraphConstraints within(GraphSet searchSpace) {
        within = searchSpace;
        return this;
    }

    /** The constraints as one spec (without {@link #within}). */
    public FrontierSpec toSpec() {
        List<FrontierSpec> specs = new ArrayList<>();
        if (anyDegree) {
            specs.add(new DegreeSpec(universe, degrees));
        }
        if (!forbidden.isEmpty()) {
            specs.add(new ForbiddenEdgeSetsSpec(universe, forbidden));
        }
        if (minEdges > 0 || maxEdges < universe.edgeCount()) {
            specs.add(new EdgeCountSpec(universe, minEdges, maxEdges));
        }
        specs.addAll(extra);
        if (!groups.isEmpty() || components != ConnectivitySpec.ANY || acyclic || spanning) {
            specs.add(new ConnectivitySpec(universe, groups.toArray(new int[0][]), components, acyclic, spanning));
        }
        if (specs.isEmpty()) {
            specs.add(new EdgeCountSpec(universe, 0, universe.edgeCount()));
        }
        FrontierSpec s = specs.get(0);
        for (int i = 1; i < specs.size(); i++) {
            s = s.and(specs.get(i));
        }
        return s;
    }

    /** Every subgraph satisfying all constraints. */
    public GraphSet build() {
        GraphSet g = GraphSet.build(universe, toSpec());
        return within == null ? g : g.intersection(within);
    }
}
