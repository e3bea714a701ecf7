package dev.shannon.zdd;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The kinds of vertex set that {@code shannon count} knows by name, as a facade over
 * {@link VertexSetFamily}: {@link #count} by frontier search over the vertices without keeping a
 * diagram, {@link #family} as a diagram.
 */
public enum VertexSetKind {
    /** No two chosen vertices adjacent; the empty set included. */
    INDEPENDENT_SETS("independent-sets", VertexSpec.Kind.INDEPENDENT),
    /** Every vertex chosen or next to a chosen one. */
    DOMINATING_SETS("dominating-sets", VertexSpec.Kind.DOMINATING),
    /** Every edge with a chosen end. */
    VERTEX_COVERS("vertex-covers", VertexSpec.Kind.COVER),
    /** Every two chosen vertices adjacent; the empty set included. */
    CLIQUES("cliques", VertexSpec.Kind.CLIQUE);

    private final String id;
    private final VertexSpec.Kind spec;

    VertexSetKind(String id, VertexSpec.Kind spec) {
        this.id = id;
        this.spec = spec;
    }

    /** The kind's name, e.g. {@code independent-sets}. */
    public String id() {
        return id;
    }

    /** The kind named {@code id} (case-insensitive), if it is one. */
    public static Optional<VertexSetKind> find(String id) {
        String key = id.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(k -> k.id.equals(key)).findFirst();
    }

    /** The known kind names, comma-separated. */
    public static String names() {
        return Arrays.stream(values()).map(VertexSetKind::id).collect(Collectors.joining(", "));
    }

    /** The family, as a diagram. */
    public VertexSetFamily family(Universe u) {
        return VertexSetFamily.built(u, spec);
    }

    /** The exact number of members, without keeping a diagram. */
    public BigInteger count(Universe u) {
        return VertexSetFamily.counted(u, spec);
    }
}
