package dev.shannon.zdd;

import dev.shannon.zdd.spec.ConnectivitySpec;
import dev.shannon.zdd.spec.CycleSpec;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.EdgeCountSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import dev.shannon.zdd.spec.PathSpec;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The kinds of subgraph known by name (the kinds of {@code shannon count}), as a facade over
 * {@link GraphSets}: {@link #count} counts by frontier search without keeping a diagram (the
 * lean way to a number), {@link #graphSet} builds the family for listing, sampling and
 * weights. Kinds with {@link #needsEnds()} take two end vertices.
 */
public enum SubgraphKind {
    /** Simple paths from A to B. */
    PATHS("paths", true),
    /** Simple paths from A to B through every vertex. */
    HAMILTONIAN_PATHS("hamiltonian-paths", true),
    /** Cycles. */
    CYCLES("cycles", false),
    /** Cycles through every vertex. */
    HAMILTONIAN_CYCLES("hamiltonian-cycles", false),
    /** Non-empty trees. */
    TREES("trees", false),
    /** Spanning trees. */
    SPANNING_TREES("spanning-trees", false),
    /** All edge sets with no cycle, the empty one included. */
    FORESTS("forests", false),
    /** Edge sets forming one connected piece, the empty one excluded. */
    CONNECTED("connected", false),
    /** Matchings, the empty one included. */
    MATCHINGS("matchings", false),
    /** Perfect matchings. */
    PERFECT_MATCHINGS("perfect-matchings", false),
    /** All edge sets. */
    ALL("all", false);

    private final String id;
    private final boolean needsEnds;

    SubgraphKind(String id, boolean needsEnds) {
        this.id = id;
        this.needsEnds = needsEnds;
    }

    /** The kind's name, e.g. {@code spanning-trees}. */
    public String id() {
        return id;
    }

    /** Whether the kind is defined by two end vertices. */
    public boolean needsEnds() {
        return needsEnds;
    }

    /**
     * The kind named {@code id} (case-insensitive).
     *
     * @throws IllegalArgumentException naming the known kinds
     */
    public static SubgraphKind parse(String id) {
        String key = id.toLowerCase(Locale.ROOT);
        for (SubgraphKind k : values()) {
            if (k.id.equals(key)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown kind '" + id + "'; expected one of " + names());
    }

    /** The known kind names, comma-separated. */
    public static String names() {
        return Arrays.stream(values()).map(SubgraphKind::id).collect(Collectors.joining(", "));
    }

    /** The spec of this kind ({@code from}/{@code to} are used only if {@link #needsEnds()}). */
    public FrontierSpec spec(Universe u, int from, int to) {
        return switch (this) {
            case PATHS -> PathSpec.between(u, from, to);
            case HAMILTONIAN_PATHS -> PathSpec.hamiltonian(u, from, to);
            case CYCLES -> CycleSpec.all(u);
            case HAMILTONIAN_CYCLES -> CycleSpec.hamiltonian(u);
            case TREES -> ConnectivitySpec.trees(u);
            case SPANNING_TREES -> ConnectivitySpec.spanningTrees(u);
            case FORESTS -> ConnectivitySpec.forests(u);
            case CONNECTED -> ConnectivitySpec.connected(u);
            case MATCHINGS -> DegreeSpec.matchings(u);
            case PERFECT_MATCHINGS -> DegreeSpec.kFactors(u, 1);
            case ALL -> new EdgeCountSpec(u, 0, u.edgeCount());
        };
    }

    /** The family, as a graph set. */
    public GraphSet graphSet(Universe u, int from, int to) {
        if (this == ALL) {
            return GraphSet.all(u);
        }
        return GraphSet.build(u, spec(u, from, to));
    }

    /**
     * The exact number of members, by frontier search that carries counts instead of building a
     * diagram: memory for two levels of states only.
     *
     * @throws ZddMemoryLimitException if even that exceeds the universe's memory limit
     */
    public BigInteger count(Universe u, int from, int to) {
        if (this == ALL) {
            return BigInteger.ONE.shiftLeft(u.edgeCount());
        }
        return GraphSets.count(u, spec(u, from, to));
    }

    /** {@link #count(Universe, int, int)} with ends by name (ignored unless {@link #needsEnds()}). */
    public BigInteger count(Universe u, String from, String to) {
        int[] ends = ends(u, from, to);
        return count(u, ends[0], ends[1]);
    }

    /** {@link #graphSet(Universe, int, int)} with ends by name. */
    public GraphSet graphSet(Universe u, String from, String to) {
        int[] ends = ends(u, from, to);
        return graphSet(u, ends[0], ends[1]);
    }

    private int[] ends(Universe u, String from, String to) {
        if (!needsEnds) {
            return new int[] {0, 0};
        }
        if (from == null || to == null) {
            throw new IllegalArgumentException(id + " needs two end vertices");
        }
        return new int[] {u.vertex(from), u.vertex(to)};
    }
}
