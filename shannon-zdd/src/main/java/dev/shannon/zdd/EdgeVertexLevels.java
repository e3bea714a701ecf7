package dev.shannon.zdd;

import java.util.Arrays;

/**
 * The variable order of a universe's edge-and-vertex families: the edges in decision order,
 * each vertex just after the last edge at it (vertices without edges last). A vertex is decided
 * when its edges are, so a subgraph's diagram gains its vertices without new states (a vertex
 * put before its edges would have to be guessed and checked later, which multiplies the
 * diagram by two per open guess: the 8×8 grid's corner paths then exceed 1.5 GB). The edges keep
 * the graph sets' order, so moving edge families in and out renames variables without
 * reordering; the vertices do not keep the vertex families' order ({@link VertexLevels}, first
 * reached), which {@link Relabel} handles.
 */
final class EdgeVertexLevels {
    /** {@code ofEdge[e]}: the level of edge e. */
    final int[] ofEdge;
    /** {@code ofVertex[v]}: the level of vertex v. */
    final int[] ofVertex;
    /** Per level: the edge decided there, or −1 for a vertex. */
    final int[] edgeAt;
    /** Per level: the vertex decided there, or −1 for an edge. */
    final int[] vertexAt;

    EdgeVertexLevels(Universe u) {
        int m = u.edgeCount();
        int n = u.vertexCount();
        ofEdge = new int[m];
        ofVertex = new int[n];
        edgeAt = new int[m + n];
        vertexAt = new int[m + n];
        Arrays.fill(edgeAt, -1);
        Arrays.fill(vertexAt, -1);
        int[] lastEdge = new int[n];
        Arrays.fill(lastEdge, -1);
        for (int e = 0; e < m; e++) {
            lastEdge[u.edgeU(e)] = e;
            lastEdge[u.edgeV(e)] = e;
        }
        int next = 0;
        for (int e = 0; e < m; e++) {
            ofEdge[e] = next;
            edgeAt[next++] = e;
            for (int x : u.edgeU(e) == u.edgeV(e) ? new int[] {u.edgeU(e)} : new int[] {u.edgeU(e), u.edgeV(e)}) {
                if (lastEdge[x] == e) {
                    ofVertex[x] = next;
                    vertexAt[next++] = x;
                }
            }
        }
        for (int x = 0; x < n; x++) {
            if (lastEdge[x] < 0) {
                ofVertex[x] = next;
                vertexAt[next++] = x;
            }
        }
    }

    int levels() {
        return edgeAt.length;
    }
}
