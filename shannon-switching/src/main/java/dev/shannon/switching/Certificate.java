package dev.shannon.switching;

import java.util.Arrays;
import java.util.Objects;

/**
 * Lehman's certificate for a Short win: a vertex set S containing s and t and two edge-disjoint
 * trees on it.
 *
 * <p>With Cut to move ({@code claimedEdge} = −1) the trees are spanning trees of G[S]. After a
 * winning claim ({@code claimedEdge} ≥ 0) they are the two trees that remain: disjoint, neither
 * containing the claimed edge, each spanning G[S] once the claimed edge is contracted (if the
 * claimed edge lies outside S it was not needed and the trees span G[S] itself).
 *
 * @param claimedEdge the winning claim this certificate follows, or −1
 * @param vertices    S, ascending vertex indices
 * @param tree1       edge indices of the first tree, ascending
 * @param tree2       edge indices of the second tree, ascending
 */
public record Certificate(int claimedEdge, int[] vertices, int[] tree1, int[] tree2) {
    public Certificate {
        vertices = sorted(vertices);
        tree1 = sorted(tree1);
        tree2 = sorted(tree2);
    }

    private static int[] sorted(int[] a) {
        int[] c = Objects.requireNonNull(a).clone();
        Arrays.sort(c);
        return c;
    }

    @Override
    public int[] vertices() {
        return vertices.clone();
    }

    @Override
    public int[] tree1() {
        return tree1.clone();
    }

    @Override
    public int[] tree2() {
        return tree2.clone();
    }

    /** The certificate with vertex and edge indices translated through the given maps. */
    public Certificate mapped(int[] vertexMap, int[] edgeMap) {
        return new Certificate(
                claimedEdge < 0 ? -1 : edgeMap[claimedEdge],
                map(vertices, vertexMap),
                map(tree1, edgeMap),
                map(tree2, edgeMap));
    }

    private static int[] map(int[] a, int[] m) {
        int[] out = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = m[a[i]];
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Certificate c
                && c.claimedEdge == claimedEdge
                && Arrays.equals(c.vertices, vertices)
                && Arrays.equals(c.tree1, tree1)
                && Arrays.equals(c.tree2, tree2);
    }

    @Override
    public int hashCode() {
        return Objects.hash(claimedEdge, Arrays.hashCode(vertices), Arrays.hashCode(tree1), Arrays.hashCode(tree2));
    }

    @Override
    public String toString() {
        return "Certificate(claim " + claimedEdge + ", S=" + Arrays.toString(vertices) + ", T1="
                + Arrays.toString(tree1) + ", T2=" + Arrays.toString(tree2) + ")";
    }
}
