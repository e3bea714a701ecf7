package dev.shannon.switching;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Builds Lehman certificates: the vertex set S comes from the pebble games
 * ({@link RigidityStructure}), the two trees from {@link TreePacking} on the edges inside S.
 */
public final class Certificates {
    private Certificates() {}

    /** With Cut to move: S and two disjoint spanning trees of G[S], if Short wins. */
    public static Optional<Certificate> cutToMove(Multigraph g, int s, int t) {
        if (s == t || !g.connected(s, t)) {
            return Optional.empty();
        }
        RigidityStructure r = structure(g, s, t);
        if (!r.shortWinsCutToMove) {
            return Optional.empty();
        }
        return Optional.of(trees(g, r.lehmanSet(), -1));
    }

    /**
     * With Short to move: S and the two trees that remain after claiming {@code edge}, if that
     * claim wins; empty if it does not.
     */
    public static Optional<Certificate> afterClaim(Multigraph g, int s, int t, int edge) {
        if (s == t || !g.connected(s, t)) {
            return Optional.empty();
        }
        RigidityStructure r = structure(g, s, t);
        if (!r.shortWinsCutToMove && !r.claimWins(edge)) {
            return Optional.empty();
        }
        return Optional.of(trees(g, r.lehmanSet(), edge));
    }

    /**
     * The certificate of Short's win for the player to move in {@code position}, if Short wins:
     * with Short to move it follows the lowest winning claim (the one every output shows), with
     * Cut to move it is Short's defence. The one place that choice is made.
     */
    public static Optional<Certificate> forMover(Position position) {
        if (position.toMove() == Player.CUT) {
            return forPosition(position, -1);
        }
        return forVerdict(position, LehmanSolver.INSTANCE.verdict(position));
    }

    /**
     * {@link #forMover} when the verdict for the player to move is already known ({@code verdict},
     * from any solver): empty unless Short wins it.
     */
    public static Optional<Certificate> forVerdict(Position position, Verdict verdict) {
        if (verdict.toMove() != position.toMove()) {
            throw new IllegalArgumentException(
                    "the verdict is for " + verdict.toMove().id() + " to move, the position has "
                            + position.toMove().id() + " to move");
        }
        if (verdict.winner() != Player.SHORT) {
            return Optional.empty();
        }
        if (verdict.toMove() == Player.CUT) {
            return forPosition(position, -1);
        }
        // Short to move and winning, yet without a move: s and t already joined, nothing to certify.
        return verdict.winningMoveCount() == 0 ? Optional.empty() : forPosition(position, verdict.winningMoves()[0]);
    }

    /**
     * One paragraph saying what {@code certificate} (or its absence) means for the player to move
     * in {@code position}, for a reader who has not met Lehman's theorem; {@code askedClaim} is the
     * claim the reader asked about, or −1.
     */
    public static String explain(Position position, int askedClaim, Optional<Certificate> certificate) {
        if (certificate.isEmpty()) {
            if (position.toMove() == Player.CUT) {
                return "Cut wins: no vertex set holding s and t has two edge-disjoint spanning trees (Lehman).";
            }
            return askedClaim >= 0
                    ? "Claiming edge " + askedClaim
                            + " does not win: afterwards no vertex set holding s and t has two edge-disjoint spanning trees, so Cut can win."
                    : "Short has no winning claim: no single claim leaves a vertex set holding s and t with two edge-disjoint spanning trees (Lehman), so Cut wins.";
        }
        Certificate c = certificate.get();
        Multigraph g = position.graph();
        return (c.claimedEdge() >= 0 ? "After Short claims edge " + c.claimedEdge() + ", the " : "The ")
                + c.vertices().length
                + " vertices of S (s = " + g.name(position.game().s()) + " and t = "
                + g.name(position.game().t())
                + " among them) are spanned by two edge-disjoint trees. Whenever Cut deletes an edge of one tree, "
                + "Short claims an edge of the other that reconnects it, so both trees survive and Short wins (Lehman, 1964).";
    }

    /** The certificate for the player to move in {@code position}: after {@code claim} if Short is to move. */
    public static Optional<Certificate> forPosition(Position position, int claim) {
        Minor minor = position.minor();
        int local = -1;
        if (claim >= 0) {
            for (int i = 0; i < minor.originalEdge().length; i++) {
                if (minor.originalEdge()[i] == claim) {
                    local = i;
                }
            }
            if (local < 0) {
                throw new IllegalArgumentException("edge " + claim + " is not free");
            }
        }
        Optional<Certificate> c = local >= 0
                ? afterClaim(minor.graph(), minor.s(), minor.t(), local)
                : cutToMove(minor.graph(), minor.s(), minor.t());
        // S in original vertices: every vertex contracted into a vertex of S.
        return c.map(cert -> {
            boolean[] inS = new boolean[minor.graph().vertexCount()];
            for (int x : cert.vertices()) {
                inS[x] = true;
            }
            List<Integer> originals = new ArrayList<>();
            for (int v = 0; v < minor.vertexOf().length; v++) {
                if (inS[minor.vertexOf()[v]]) {
                    originals.add(v);
                }
            }
            Certificate edgesMapped = cert.mapped(identity(minor.graph().vertexCount()), minor.originalEdge());
            return new Certificate(
                    edgesMapped.claimedEdge(),
                    originals.stream().mapToInt(Integer::intValue).toArray(),
                    edgesMapped.tree1(),
                    edgesMapped.tree2());
        });
    }

    private static int[] identity(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    private static RigidityStructure structure(Multigraph g, int s, int t) {
        return new RigidityStructure(g.vertexCount(), g.edgeUs(), g.edgeVs(), null, s, t);
    }

    /** Packs two trees on the edges inside S (with {@code claim} contracted when it lies inside S). */
    private static Certificate trees(Multigraph g, boolean[] inS, int claim) {
        int n = g.vertexCount();
        int[] rep = identity(n);
        boolean claimInside = claim >= 0 && !g.isLoop(claim) && inS[g.edgeU(claim)] && inS[g.edgeV(claim)];
        if (claimInside) {
            rep[g.edgeV(claim)] = g.edgeU(claim);
        }
        IntList edges = new IntList();
        for (int e = 0; e < g.edgeCount(); e++) {
            if (e != claim && inS[g.edgeU(e)] && inS[g.edgeV(e)]) {
                edges.add(e);
            }
        }
        int[] u = new int[edges.size()];
        int[] v = new int[edges.size()];
        for (int i = 0; i < edges.size(); i++) {
            u[i] = rep[g.edgeU(edges.get(i))];
            v[i] = rep[g.edgeV(edges.get(i))];
        }
        TreePacking packing = TreePacking.pack(n, u, v);
        int sizeS = 0;
        for (boolean b : inS) {
            sizeS += b ? 1 : 0;
        }
        int treeEdges = sizeS - 1 - (claimInside ? 1 : 0);
        IntList t1 = new IntList();
        IntList t2 = new IntList();
        for (int i = 0; i < edges.size(); i++) {
            int f = packing.forestOf(i);
            if (f == 0) {
                t1.add(edges.get(i));
            } else if (f == 1) {
                t2.add(edges.get(i));
            }
        }
        if (t1.size() != treeEdges || t2.size() != treeEdges) {
            throw new IllegalStateException("tree packing found forests of " + t1.size() + " and " + t2.size()
                    + " edges where Lehman's criterion promises " + treeEdges);
        }
        IntList vertices = new IntList();
        for (int w = 0; w < n; w++) {
            if (inS[w]) {
                vertices.add(w);
            }
        }
        return new Certificate(claim, vertices.toArray(), t1.toArray(), t2.toArray());
    }
}
