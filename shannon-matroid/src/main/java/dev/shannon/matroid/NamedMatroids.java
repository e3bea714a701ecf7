package dev.shannon.matroid;

import dev.shannon.graph.Multigraph;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/** A few matroids every matroid book draws, by name. */
public final class NamedMatroids {
    private NamedMatroids() {}

    /** The Fano plane F7 = PG(2,2): the seven nonzero vectors of GF(2)^3, column j = j + 1 in binary. */
    public static BinaryMatroid fano() {
        return BinaryMatroid.ofRows(new int[][] {
            {0, 0, 0, 1, 1, 1, 1},
            {0, 1, 1, 0, 0, 1, 1},
            {1, 0, 1, 0, 1, 0, 1}
        });
    }

    /** F7*, the dual of the Fano plane (rank 4). */
    public static BinaryMatroid fanoDual() {
        return fano().dual();
    }

    /** The non-Fano matroid F7-: the Fano matrix read over GF(3), where the line {3, 5, 6} is no longer a line. */
    public static LinearMatroid nonFano() {
        return LinearMatroid.ofRows(3, new int[][] {
            {0, 0, 0, 1, 1, 1, 1},
            {0, 1, 1, 0, 0, 1, 1},
            {1, 0, 1, 0, 1, 0, 1}
        });
    }

    /** U(2,4), the four-point line: the smallest matroid that is not binary. */
    public static UniformMatroid u24() {
        return new UniformMatroid(2, 4);
    }

    /** The cycle matroid of K4 (edges 01 02 03 12 13 23). */
    public static GraphicMatroid k4() {
        return new GraphicMatroid(Multigraph.ofIndices(4, new int[] {0, 0, 0, 1, 1, 2}, new int[] {1, 2, 3, 2, 3, 3}));
    }

    private static final Map<String, Supplier<Matroid>> BY_NAME = Map.of(
            "fano", NamedMatroids::fano,
            "fano-dual", NamedMatroids::fanoDual,
            "non-fano", NamedMatroids::nonFano,
            "u24", NamedMatroids::u24,
            "k4", NamedMatroids::k4);

    /** The names {@link #byName} knows, in a fixed order. */
    public static List<String> names() {
        return List.of("fano", "fano-dual", "non-fano", "u24", "k4");
    }

    public static Matroid byName(String name) {
        Supplier<Matroid> s = BY_NAME.get(name.toLowerCase(Locale.ROOT));
        if (s == null) {
            throw new IllegalArgumentException("unknown matroid '" + name + "': expected one of " + names());
        }
        return s.get();
    }
}
