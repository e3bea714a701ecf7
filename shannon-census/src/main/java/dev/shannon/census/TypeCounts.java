package dev.shannon.census;

import java.io.Serializable;

/**
 * One row of the census table: how many graphs, how many with s and t connected, and how many of
 * each game type. Rows add up, so partial tables from shards merge by addition.
 */
public record TypeCounts(
        long graphs,
        long connected,
        long shortEitherWay,
        long cutEitherWay,
        long firstPlayerWins,
        long secondPlayerOnly)
        implements Serializable {
    public static final TypeCounts ZERO = new TypeCounts(0, 0, 0, 0, 0, 0);

    public TypeCounts plus(TypeCounts o) {
        return new TypeCounts(
                graphs + o.graphs,
                connected + o.connected,
                shortEitherWay + o.shortEitherWay,
                cutEitherWay + o.cutEitherWay,
                firstPlayerWins + o.firstPlayerWins,
                secondPlayerOnly + o.secondPlayerOnly);
    }

    /** Mutable accumulator for the hot loop of a shard. */
    static final class Counter {
        private long graphs;
        private long connected;
        private final long[] byOutcome = new long[4]; // index: short wins first | short wins second << 1

        void add(int answer, long weight) {
            graphs += weight;
            if ((answer & CensusSolver.CONNECTED) != 0) {
                connected += weight;
            }
            int outcome = ((answer & CensusSolver.SHORT_WINS_SHORT_FIRST) != 0 ? 1 : 0)
                    | ((answer & CensusSolver.SHORT_WINS_CUT_FIRST) != 0 ? 2 : 0);
            byOutcome[outcome] += weight;
        }

        TypeCounts counts() {
            // outcome 3: Short wins either way; 0: Cut either way; 1: first player; 2: Short wins only second.
            return new TypeCounts(graphs, connected, byOutcome[3], byOutcome[0], byOutcome[1], byOutcome[2]);
        }
    }
}
