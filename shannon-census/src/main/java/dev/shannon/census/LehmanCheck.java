package dev.shannon.census;

import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.verify.LehmanAudit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Holds Lehman's criterion, as the project's pebble-game solver decides it
 * ({@link LehmanAudit#lehmanWinner}), against the census search in every position solved;
 * counts disagreements and keeps the first few.
 *
 * <p>Lehman's verdict on a canonical position never changes, so it is cached by code across
 * shards (bounded like the game table). The counts stay a pure function of the shard: each
 * position the shard's search solves is compared once, from the cache or afresh.
 */
final class LehmanCheck implements PositionCheck {
    private static final int S = MinorCode.STRIDE;
    private static final int KNOWN_SHORT = 1;
    private static final int WIN_SHORT = 2;
    private static final int KNOWN_CUT = 4;
    private static final int WIN_CUT = 8;

    private final int examplesKept;
    private final GameTable verdicts;
    private final List<String> examples = new ArrayList<>();
    private final int[] u = new int[MinorCode.MAX_EDGES];
    private final int[] v = new int[MinorCode.MAX_EDGES];
    private long disagreements;

    LehmanCheck(int examplesKept, int maxCachedVerdicts) {
        this.examplesKept = examplesKept;
        this.verdicts = new GameTable(maxCachedVerdicts);
    }

    @Override
    public void check(long code, int n, int[] w, boolean shortToMove, boolean shortWins) {
        int known = shortToMove ? KNOWN_SHORT : KNOWN_CUT;
        int win = shortToMove ? WIN_SHORT : WIN_CUT;
        int bits = verdicts.get(code);
        boolean lehmanShortWins;
        if ((bits & known) != 0) {
            lehmanShortWins = (bits & win) != 0;
        } else {
            Player toMove = shortToMove ? Player.SHORT : Player.CUT;
            lehmanShortWins = LehmanAudit.lehmanWinner(multigraph(n, w), 0, 1, toMove) == Player.SHORT;
            verdicts.merge(code, known | (lehmanShortWins ? win : 0));
        }
        if (lehmanShortWins != shortWins) {
            disagreements++;
            if (examples.size() < examplesKept) {
                examples.add(describe(multigraph(n, w), shortToMove, shortWins));
            }
        }
    }

    long disagreements() {
        return disagreements;
    }

    List<String> examples() {
        return List.copyOf(examples);
    }

    /** Zeroes the counts (the cache of verdicts stays). */
    void resetCounts() {
        disagreements = 0;
        examples.clear();
    }

    private Multigraph multigraph(int n, int[] w) {
        int m = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int k = w[a * S + b]; k > 0; k--) {
                    u[m] = a;
                    v[m++] = b;
                }
            }
        }
        return Multigraph.ofIndices(n, Arrays.copyOf(u, m), Arrays.copyOf(v, m));
    }

    private static String describe(Multigraph g, boolean shortToMove, boolean shortWins) {
        StringBuilder sb = new StringBuilder("edges");
        for (int e = 0; e < g.edgeCount(); e++) {
            sb.append(' ').append(g.edgeU(e)).append('-').append(g.edgeV(e));
        }
        return sb.append(", s=0 t=1, ")
                .append(shortToMove ? "short" : "cut")
                .append(" to move: search says ")
                .append(shortWins ? "short" : "cut")
                .append(" wins, Lehman says ")
                .append(shortWins ? "cut" : "short")
                .toString();
    }
}
