package dev.shannon.zdd.spec;

/**
 * Checks the vertex numbers given to public entry points (of the specs and the families), so that a bad one is an
 * {@link IllegalArgumentException} naming it and the valid range, raised before anything is
 * built, rather than an index error from deep inside a search (names are checked by
 * {@code Universe.vertex(String)}).
 */
public final class VertexNumbers {
    private VertexNumbers() {}

    /**
     * {@code v}, if it is a vertex of {@code u}.
     *
     * @param role what the caller calls it in messages ("vertex", "root", "source", …)
     * @throws IllegalArgumentException otherwise
     */
    public static int require(DecisionGraph u, int v, String role) {
        int n = u.vertexCount();
        if (v < 0 || v >= n) {
            throw new IllegalArgumentException(role + " " + v + " is out of range: "
                    + (n == 0 ? "the universe has no vertices" : "the vertices are 0.." + (n - 1)));
        }
        return v;
    }

    /** {@code vs}, if each is a vertex of {@code u} (repeats allowed). */
    public static int[] requireAll(DecisionGraph u, int[] vs, String role) {
        for (int v : vs) {
            require(u, v, role);
        }
        return vs;
    }
}
