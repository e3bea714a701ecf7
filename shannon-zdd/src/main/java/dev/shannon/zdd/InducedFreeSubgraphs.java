package dev.shannon.zdd;

import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.core.ZddAlgebra;

/**
 * Edge sets free of forbidden induced subgraphs, and chordal subgraphs as those free of holes
 * (cycles of four or more vertices with no chord), built as Graphillion builds them: the
 * complement of the edge sets G that contain some forbidden H as an induced subgraph.
 *
 * <p>Whether G contains some H induced is not something a small frontier state over G can decide
 * (for chordality: a chord may join vertices far apart in the order). But over pairs (G, H) it
 * is: {@link InducedCopySpec} searches the pairs, following the forbidden family's diagram for H
 * and giving every edge a colour (in H, inside H's vertices and so out of G, or free). Forgetting
 * H — the projection below, one union per node of the pair diagram — leaves the edge sets G that
 * contain a forbidden induced copy; the answer is their complement. The pair diagram's size is
 * bounded by the frontier (at most {@link InducedCopySpec#MAX_WIDTH} vertices) and every step
 * counts against the universe's memory limit, so a family too large for the heap ends in a
 * {@code ZddMemoryLimitException}, not in an {@code OutOfMemoryError}.
 */
final class InducedFreeSubgraphs {
    private InducedFreeSubgraphs() {}

    /** The edge sets with no member of {@code forbidden} as an induced subgraph. */
    static GraphSet free(Universe u, GraphSet forbidden) {
        return complementOfProjection(u, forbidden.family.zdd(), false);
    }

    /**
     * The chordal edge sets: those whose simple graph has no hole (a cycle of four or more
     * edges; loops and parallel copies of its edges are not chords). The frontier is checked
     * before the cycles are built.
     */
    static GraphSet chordal(Universe u) {
        InducedCopySpec.requireWidth(u);
        return complementOfProjection(
                u, GraphSets.cycles(u).ofSizeAtLeast(4).family.zdd(), true);
    }

    /** The edge sets containing some member of {@code forbidden} as an induced subgraph, by search and projection. */
    private static GraphSet complementOfProjection(Universe u, Zdd forbidden, boolean simple) {
        InducedCopySpec spec = new InducedCopySpec(u, forbidden, simple);
        Zdd pairs = u.search(budget -> FrontierEngine.build(
                        spec.levels(),
                        spec,
                        budget,
                        FrontierEngine.Options.DEFAULT
                                .withLookahead(true)
                                .withThreads(Runtime.getRuntime().availableProcessors()))
                .zdd());
        return GraphSet.all(u).unary((alg, all) -> alg.difference(all, project(alg, u.edgeCount(), pairs)));
    }

    /**
     * Forgets H: the family of the G's of the pairs. A node of the pair diagram on edge e says
     * which colour e has (in H, inside, free); G takes e for "in H" or "free" and skips it for
     * "inside" or "free". Levels the pair diagram passes over are free edges. Nodes are done in
     * order of decreasing level, so both children are ready.
     */
    private static int project(ZddAlgebra alg, int m, Zdd pairs) {
        int n = pairs.size();
        int[] done = new int[n];
        done[Zdd.ZERO] = Zdd.ZERO;
        done[Zdd.ONE] = Zdd.ONE;
        // Inner nodes by decreasing level (a counting sort: there are only 2m levels).
        int levels = pairs.levels();
        int[] start = new int[levels + 2];
        for (int i = 2; i < n; i++) {
            start[levels - pairs.var(i) + 1]++;
        }
        for (int l = 0; l <= levels; l++) {
            start[l + 1] += start[l];
        }
        int[] byLevel = new int[n - 2];
        for (int i = 2; i < n; i++) {
            byLevel[start[levels - pairs.var(i)]++] = i;
        }
        for (int node : byLevel) {
            int level = pairs.var(node);
            int e = level >>> 1;
            int inH = Zdd.ZERO;
            int rest = node;
            if ((level & 1) == 0) {
                inH = pairs.hi(node);
                rest = pairs.lo(node);
            }
            int free = rest;
            int inside = Zdd.ZERO;
            if (pairs.var(rest) == 2 * e + 1) {
                free = pairs.lo(rest);
                inside = pairs.hi(rest);
            }
            int f = lift(alg, done, pairs, free, e + 1);
            int skip = alg.union(f, lift(alg, done, pairs, inside, e + 1));
            int take = alg.union(f, lift(alg, done, pairs, inH, e + 1));
            done[node] = alg.table().node(e, skip, take);
        }
        return lift(alg, done, pairs, pairs.root(), 0);
    }

    /** The projected family of pair node {@code c}, with free edges from {@code from} up to c's edge. */
    private static int lift(ZddAlgebra alg, int[] done, Zdd pairs, int c, int from) {
        int r = done[c];
        for (int e = (pairs.var(c) >>> 1) - 1; e >= from; e--) {
            r = alg.table().node(e, r, r);
        }
        return r;
    }
}
