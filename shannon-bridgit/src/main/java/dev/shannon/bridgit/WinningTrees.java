package dev.shannon.bridgit;

import java.util.List;

/**
 * Lehman's certificate for a winning crossing, on the board: after the mover takes {@code move},
 * the dots {@code dots} (a vertex set holding both goal lines) are spanned by two edge-disjoint
 * trees of the mover's possible bridges, each of which, together with {@code move} and the
 * mover's earlier bridges, joins all of {@code dots}. Whatever the opponent takes from one tree,
 * a bridge of the other reconnects it (Lehman 1964).
 *
 * @param side      the mover
 * @param move      the winning crossing
 * @param dots      the mover's dots in the set S (goal lines included), sorted by r then c
 * @param tree1     crossings of the first tree, sorted
 * @param tree2     crossings of the second tree, sorted
 * @param segments1 the first tree as the mover's bridges (dot to dot), in crossing order
 * @param segments2 the second tree likewise
 */
public record WinningTrees(
        Side side,
        Crossing move,
        List<Dot> dots,
        List<Crossing> tree1,
        List<Crossing> tree2,
        List<Segment> segments1,
        List<Segment> segments2) {}
