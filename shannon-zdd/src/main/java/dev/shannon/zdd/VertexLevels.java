package dev.shannon.zdd;

import java.util.Arrays;

/**
 * The variable order of a universe's vertex families: vertices in the order the edge order
 * first reaches them (then vertices without edges), so that a vertex search inherits the
 * narrow frontier chosen for the edges. On {@link Universe#grid} this is row-major.
 */
final class VertexLevels {
    /** {@code vertexAt[level]}: the vertex decided at that level. */
    final int[] vertexAt;
    /** {@code levelOf[vertex]}: the inverse. */
    final int[] levelOf;

    VertexLevels(Universe u) {
        int n = u.vertexCount();
        levelOf = new int[n];
        Arrays.fill(levelOf, -1);
        vertexAt = new int[n];
        int next = 0;
        for (int e = 0; e < u.edgeCount(); e++) {
            for (int x : new int[] {u.edgeU(e), u.edgeV(e)}) {
                if (levelOf[x] < 0) {
                    levelOf[x] = next;
                    vertexAt[next++] = x;
                }
            }
        }
        for (int x = 0; x < n; x++) {
            if (levelOf[x] < 0) {
                levelOf[x] = next;
                vertexAt[next++] = x;
            }
        }
    }
}
