package dev.shannon.zdd.spec;

import java.util.Arrays;

/**
 * A universe recognised, from its edges in decision order alone, as a {@code rows × cols} grid
 * decided row-major: for each grid position {@code (r, c)} in row-major order, the edge to
 * {@code (r, c + 1)} (if any), then the edge to {@code (r + 1, c)} (if any) — the order of
 * {@code Universe.grid} on a grid at least as tall as wide, but any universe of that shape
 * qualifies, whatever its vertex numbers or the orientation of its edges. On such a universe
 * the frontier holds one vertex per column (two in the column of the edge going down), which
 * is what {@link GridMateSpec} relies on.
 */
final class GridShape {
    final int rows;
    final int cols;
    /** The vertex at grid position {@code r * cols + c}. */
    private final int[] vertexAt;

    private GridShape(int rows, int cols, int[] vertexAt) {
        this.rows = rows;
        this.cols = cols;
        this.vertexAt = vertexAt;
    }

    int vertex(int r, int c) {
        return vertexAt[r * cols + c];
    }

    /** Whether edge {@code e} (of the row-major order) goes down rather than right. */
    boolean down(int e) {
        return edgeAt(e)[1] == 1;
    }

    /** The grid position {@code {r, c}} of the upper or left endpoint of edge {@code e}, and 1 if it goes down. */
    private int[] edgeAt(int e) {
        // Row r holds cols - 1 right edges and (r < rows - 1 ? cols : 0) down edges, interleaved.
        int perRow = 2 * cols - 1;
        int r = e / perRow;
        int i = e % perRow;
        if (r == rows - 1) {
            return new int[] {r * cols + i, 0};
        }
        // Position c contributes its right edge (if c < cols - 1) then its down edge.
        int c = i / 2;
        boolean down = i % 2 == 1 || c == cols - 1;
        return new int[] {r * cols + c, down ? 1 : 0};
    }

    /** The column of edge {@code e}'s upper or left endpoint. */
    int column(int e) {
        return edgeAt(e)[0] % cols;
    }

    /** The row of edge {@code e}'s upper or left endpoint. */
    int row(int e) {
        return edgeAt(e)[0] / cols;
    }

    /**
     * The grid shape of {@code u}'s decision order with at most {@code maxCols} columns, or null
     * if it has none. Every factorisation {@code rows × cols} of the vertex count with the right
     * number of edges is tried, fewest columns first; each try walks the edges once, placing
     * each edge's far endpoint (its near one is placed already, except the very first).
     */
    static GridShape of(DecisionGraph u, int maxCols) {
        int n = u.vertexCount();
        long m = u.edgeCount();
        for (int cols = 1; cols <= Math.min(maxCols, n); cols++) {
            if (n % cols != 0) {
                continue;
            }
            int rows = n / cols;
            if ((long) rows * (cols - 1) + (long) (rows - 1) * cols != m) {
                continue;
            }
            if (m == 0) {
                return new GridShape(1, 1, new int[] {0});
            }
            for (int flip = 0; flip < 2; flip++) {
                int[] at = place(u, rows, cols, flip == 0 ? u.edgeU(0) : u.edgeV(0));
                if (at != null) {
                    return new GridShape(rows, cols, at);
                }
            }
        }
        return null;
    }

    /** The vertex at each grid position, with {@code corner} at (0, 0); null if the edges do not fit. */
    private static int[] place(DecisionGraph u, int rows, int cols, int corner) {
        int n = rows * cols;
        int[] vertexAt = new int[n];
        int[] positionOf = new int[n];
        Arrays.fill(vertexAt, -1);
        Arrays.fill(positionOf, -1);
        vertexAt[0] = corner;
        positionOf[corner] = 0;
        int e = 0;
        for (int p = 0; p < n; p++) {
            int r = p / cols;
            int c = p % cols;
            int near = vertexAt[p];
            for (int q : new int[] {c < cols - 1 ? p + 1 : -1, r < rows - 1 ? p + cols : -1}) {
                if (q < 0) {
                    continue;
                }
                int a = u.edgeU(e);
                int b = u.edgeV(e);
                e++;
                int far = a == near ? b : b == near ? a : -1;
                if (far < 0 || far == near) {
                    return null;
                }
                if (vertexAt[q] < 0 && positionOf[far] < 0) {
                    vertexAt[q] = far;
                    positionOf[far] = q;
                } else if (vertexAt[q] != far) {
                    return null;
                }
            }
        }
        return vertexAt;
    }
}
