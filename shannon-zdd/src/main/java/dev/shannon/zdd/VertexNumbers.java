package dev.shannon.zdd;

/**
 * Checks the vertex numbers given to public entry points, so that a bad one is an
 * {@link IllegalArgumentException} naming it and the valid range, raised before anything is
 * built, rather than an index error from deep inside a search (names are checked by
 * {@link Universe#vertex(String)}).
 */
final class VertexNumbers {
    private VertexNumbers() {}

    /**
     * {@code v}, if it is a vertex of {@code u}.
     *
     * @param role what the caller calls it in messages ("vertex", "root", "source", …)
     * @throws IllegalArgumentException otherwise
     */
    static int require(Universe u, int v, String role) {
        int n = u.vertexCount();
        if (v < 0 || v >= n) {
            throw new IllegalArgumentException(role + " " + v + " is out of range: "
                    + (n == 0 ? "the universe has no vertices" : "the vertices are 0.." + (n - 1)));
        }
        return v;
    }

    /** {@code vs}, if each is a vertex of {@code u} (repeats allowed). */
    static int[] requireAll(Universe u, int[] vs, String role) {
        for (int v : vs) {
            require(u, v, role);
        }
        return vs;
    }
}
