package dev.shannon.matroid;

import dev.shannon.switching.Player;

/**
 * Checks a certificate from scratch with nothing but the rank function of the game's own
 * matroid, sharing no code with the solver: for Short, A and B disjoint playable sets avoiding e
 * with r(A + C) = r(B + C) = r(A + B + e + C), C the claimed first move if any (that is span(A) =
 * span(B) ∋ e in M / C); for Cut, the same equalities for the dual rank of M \ D,
 * r*(X) = |X| + r(L - X) - r(L) with L the live elements after the deletion D.
 */
public final class CertificateChecker {
    private CertificateChecker() {}

    /** Null if the certificate proves its verdict in {@code game}, else what is wrong with it. */
    public static String problem(MatroidGame game, GameCertificate c) {
        Matroid m = game.matroid();
        int n = m.size();
        int e = game.target();
        Cospanning p = c.pair();
        int move = p.move();
        if (move >= 0 && !game.isPlayable(move)) {
            return "move " + move + " is not playable";
        }
        long[] a = Bits.empty(n);
        long[] b = Bits.empty(n);
        for (int x : p.a()) {
            if (x < 0 || x >= n || !game.isPlayable(x) || x == move || Bits.get(a, x)) {
                return "set A holds " + x + ", which is not a distinct playable element other than the move";
            }
            Bits.set(a, x);
        }
        for (int x : p.b()) {
            if (x < 0 || x >= n || !game.isPlayable(x) || x == move || Bits.get(b, x)) {
                return "set B holds " + x + ", which is not a distinct playable element other than the move";
            }
            Bits.set(b, x);
        }
        if (Bits.intersects(a, b)) {
            return "A and B are not disjoint";
        }
        long[] both = Bits.union(a, b);
        Bits.set(both, e);
        int ra;
        int rb;
        int rAll;
        if (c.winner() == Player.SHORT) {
            long[] claimed = move >= 0 ? Bits.of(n, move) : Bits.empty(n);
            ra = m.rank(Bits.union(a, claimed));
            rb = m.rank(Bits.union(b, claimed));
            rAll = m.rank(Bits.union(both, claimed));
        } else {
            // Live elements: the playable ones and e, less the deletion.
            long[] live = game.playable();
            Bits.set(live, e);
            if (move >= 0) {
                Bits.clear(live, move);
            }
            int liveRank = m.rank(live);
            ra = dualRank(m, live, liveRank, a);
            rb = dualRank(m, live, liveRank, b);
            rAll = dualRank(m, live, liveRank, both);
        }
        if (ra != rAll || rb != rAll) {
            return "span(A) = span(B) ∋ e fails: ranks " + ra + ", " + rb + " and " + rAll + " (A ∪ B + e)"
                    + (c.winner() == Player.CUT ? " in the dual" : "");
        }
        return null;
    }

    private static int dualRank(Matroid m, long[] live, int liveRank, long[] x) {
        return Bits.count(x) + m.rank(Bits.minus(live, x)) - liveRank;
    }
}
