package dev.shannon.bridgit;

/**
 * One line of the board table (docs/rules.md), for red's graph on the n×(n+1) board.
 *
 * @param n                   board size
 * @param vertices            V = n(n−1) + 2
 * @param edges               E = n² + (n−1)²
 * @param twoTreeEdges        2(V − 1), the edges two spanning trees need
 * @param winningFirstMoves   first moves that win (Lehman)
 * @param firstMoves          all first moves (= E)
 * @param splittingFirstMoves first moves after which the remaining edges are exactly two spanning trees
 */
public record TableRow(
        int n,
        int vertices,
        int edges,
        int twoTreeEdges,
        int winningFirstMoves,
        int firstMoves,
        int splittingFirstMoves) {}
