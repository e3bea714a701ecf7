package dev.shannon.bridgit;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;

/**
 * One side's switching-game graph as it stands: own bridges contracted, opponent's crossings and
 * own bridges gone, only free crossings left as edges (loops included: taking one is legal).
 * Arrays are owned by this value and must not be changed.
 *
 * @param side        whose graph this is
 * @param vertexCount vertices after contraction
 * @param s           the vertex holding the side's first goal line
 * @param t           the vertex holding the other goal line (equal to s once the side has won)
 * @param u           first endpoint of each local edge
 * @param v           second endpoint of each local edge
 * @param crossing    the board's crossing index of each local edge (ascending)
 * @param vertexOf    for each vertex of the board's side graph, its vertex here
 */
public record SideMinor(Side side, int vertexCount, int s, int t, int[] u, int[] v, int[] crossing, int[] vertexOf) {
    public int edgeCount() {
        return u.length;
    }

    /** The same graph as a switching-game {@link Minor}: its original edges are the board's crossings. */
    public Minor toMinor() {
        return new Minor(Multigraph.ofIndices(vertexCount, u, v), s, t, crossing, vertexOf);
    }
}
