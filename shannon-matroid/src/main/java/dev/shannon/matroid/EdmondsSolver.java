package dev.shannon.matroid;

import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.util.Arrays;

/**
 * Solves the switching game on a matroid exactly, by matroid partition (Edmonds 1965), never by
 * search. With Cut to move Short wins iff some disjoint A, B ⊆ S have e ∈ span(A) = span(B)
 * (Lehman 1964), which holds iff the union M ∨ M spans e by S: so one partition of S into two
 * independent sets and one failed attempt to add e decide it, the failed search itself giving
 * A and B. Cut's side is the same question on the dual.
 *
 * <p>When the union does not span e, the partition J of S + e holds e, and Short's winning claims
 * are read off its exchange graph in one pass: g wins iff from g the search reaches e but no
 * sink (see the module README for the proof). Cut's winning deletions are the same on the dual.
 */
public final class EdmondsSolver {
    private EdmondsSolver() {}

    /** Type, both verdicts and certificates. */
    public static MatroidAnalysis analyze(MatroidGame game) {
        return analyze(game, true);
    }

    /** Type and both verdicts; certificates only if asked (they cost one more partition per side). */
    public static MatroidAnalysis analyze(MatroidGame game, boolean certificates) {
        OracleCounter counter = new OracleCounter();
        MatroidGame g = game.normalised();
        MatroidGame counted = new MatroidGame(counter.count(g.matroid()), g.target(), g.playable());
        Side shortSide = side(counted);
        Side cutSide = side(counted.dual());
        if (shortSide.secondWins && cutSide.secondWins) {
            throw new IllegalStateException("both players win moving second: not a matroid, or a bug");
        }
        Verdict shortFirst = new Verdict(
                Player.SHORT,
                cutSide.secondWins ? Player.CUT : Player.SHORT,
                cutSide.secondWins ? new int[0] : shortSide.firstMoves);
        Verdict cutFirst = new Verdict(
                Player.CUT,
                shortSide.secondWins ? Player.SHORT : Player.CUT,
                shortSide.secondWins ? new int[0] : cutSide.firstMoves);
        if (shortFirst.winner() == Player.SHORT && shortFirst.winningMoveCount() == 0 && !counted.shortHasWon()
                || cutFirst.winner() == Player.CUT && cutFirst.winningMoveCount() == 0 && !counted.cutHasWon()) {
            throw new IllegalStateException("the first player wins with no winning move: a bug");
        }
        Analysis analysis = Analysis.of(shortFirst, cutFirst);
        GameCertificate shortCert = null;
        GameCertificate cutCert = null;
        if (certificates) {
            shortCert = shortFirst.winner() == Player.SHORT
                    ? new GameCertificate(Player.SHORT, Player.SHORT, afterMove(counted, shortFirst))
                    : new GameCertificate(Player.CUT, Player.SHORT, cutSide.pair);
            cutCert = cutFirst.winner() == Player.CUT
                    ? new GameCertificate(Player.CUT, Player.CUT, afterMove(counted.dual(), cutFirst))
                    : new GameCertificate(Player.SHORT, Player.CUT, shortSide.pair);
        }
        return new MatroidAnalysis(analysis, shortCert, cutCert, counter.total());
    }

    /** Whether Short wins with Cut to move (Lehman's criterion), and A, B if so; null otherwise. */
    public static Cospanning cospanning(MatroidGame game) {
        Side s = side(game.normalised());
        return s.secondWins ? s.pair : null;
    }

    /** The mover's first winning move and a cospanning pair after it, in {@code game} (the dual for Cut). */
    private static Cospanning afterMove(MatroidGame game, Verdict v) {
        if (v.winningMoveCount() == 0) {
            // The mover has already won: e is a loop, the empty pair certifies it.
            return new Cospanning(-1, new int[0], new int[0]);
        }
        int move = v.winningMoves()[0];
        Side after = side(game.claim(move));
        if (!after.secondWins) {
            throw new IllegalStateException("winning move " + move + " leaves no cospanning pair: a bug");
        }
        return new Cospanning(move, after.pair.a(), after.pair.b());
    }

    /** Short's half of the analysis on one matroid game: the verdict moving second and the winning first moves. */
    private record Side(boolean secondWins, int[] firstMoves, Cospanning pair) {}

    private static Side side(MatroidGame game) {
        Matroid m = game.matroid();
        int n = m.size();
        int e = game.target();
        long[] playable = game.playable();
        int[] all = Bits.toArray(playable);
        if (game.shortHasWon()) {
            return new Side(true, all, new Cospanning(-1, new int[0], new int[0]));
        }
        MatroidPartition partition = new MatroidPartition(m, 2);
        partition.addAll(playable);
        if (!partition.add(e)) {
            long[] reached = partition.lastReached();
            long[] a = partition.part(0);
            long[] b = partition.part(1);
            for (int w = 0; w < a.length; w++) {
                a[w] &= reached[w];
                b[w] &= reached[w];
            }
            return new Side(true, all, new Cospanning(-1, Bits.toArray(a), Bits.toArray(b)));
        }
        if (game.cutHasWon()) {
            return new Side(false, new int[0], null);
        }
        return new Side(false, winningClaims(partition, playable, e, n), null);
    }

    /**
     * Short's winning claims when the union does not span e: with J the partition of S + e, claim
     * g wins iff g reaches e in the exchange graph of J and reaches no sink. Arcs are kept as one
     * bitset per node (its circuits in the parts it is not in): n^2/64 words at most.
     */
    private static int[] winningClaims(MatroidPartition partition, long[] playable, int e, int n) {
        long[] nodes = Bits.with(playable, e);
        long[][] out = new long[n][];
        boolean[] sink = new boolean[n];
        for (int u = Bits.next(nodes, 0); u >= 0; u = Bits.next(nodes, u + 1)) {
            long[] arcs = Bits.empty(n);
            for (int i = 0; i < partition.partCount(); i++) {
                if (partition.side(u) == i) {
                    continue;
                }
                long[] c = partition.circuit(i, u);
                if (c == null) {
                    sink[u] = true;
                } else {
                    for (int w = 0; w < arcs.length; w++) {
                        arcs[w] |= c[w];
                    }
                }
            }
            out[u] = arcs;
        }
        boolean[] reachesSink = backwards(sink, out, n);
        boolean[] target = new boolean[n];
        target[e] = true;
        boolean[] reachesE = backwards(target, out, n);
        int[] moves = new int[n];
        int k = 0;
        for (int g = Bits.next(playable, 0); g >= 0; g = Bits.next(playable, g + 1)) {
            if (reachesE[g] && !reachesSink[g]) {
                moves[k++] = g;
            }
        }
        return Arrays.copyOf(moves, k);
    }

    /** Every node with a path to one of {@code from}: breadth-first search along reversed arcs. */
    private static boolean[] backwards(boolean[] from, long[][] out, int n) {
        boolean[] seen = from.clone();
        int[] queue = new int[n];
        int tail = 0;
        for (int v = 0; v < n; v++) {
            if (seen[v]) {
                queue[tail++] = v;
            }
        }
        for (int head = 0; head < tail; head++) {
            int y = queue[head];
            for (int u = 0; u < n; u++) {
                if (!seen[u] && out[u] != null && Bits.get(out[u], y)) {
                    seen[u] = true;
                    queue[tail++] = u;
                }
            }
        }
        return seen;
    }
}
