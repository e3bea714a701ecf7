package dev.shannon.switching.defence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The move of a side that has lost in theory: against best play every move loses, so it plays the
 * move that makes the opponent's win hardest to find and longest to reach.
 *
 * <ol>
 * <li><b>Immediate threats.</b> If the opponent could win at once with one move, that move is
 * taken (no other move stops it: a move elsewhere never removes an opponent's winning move).</li>
 * <li><b>Every candidate scored.</b> Candidates are tried in order of the current they carry in
 * both sides' resistor networks (the moves most routes run through first). After each, the
 * exact theory (Lehman) names the opponent's winning replies, a short threat search looks for a
 * forced win in two moves (a reply that threatens two wins at once), and the position is scored
 * by three things: the share of the opponent's replies that lose (an opponent who slips at
 * random slips onto one of those), whether the opponent's most natural replies — the ones
 * carrying most of its current — are among the losing ones, and the resistance ratio of the
 * two networks (how much harder the opponent's connection is than ours).</li>
 * <li><b>A look ahead.</b> The best few candidates are searched two moves further: against the
 * opponent's most natural winning replies, our best answer by the same score; the worst case
 * counts. A candidate that loses by force within the horizon (a threat search finds forced wins
 * in up to three opponent moves) is played only when all do, and then the longest.</li>
 * </ol>
 * Work is counted in units of the game's {@link DefenceGame#analysisCost()}, so the choice is the
 * same on any machine; the wall clock only stops a search that runs far over its think time.
 * Ties go to the earlier candidate, after a tiny seeded nudge so that different seeds vary the game.
 */
public final class Defender {
    /**
     * The chosen move; the reason in a player's words (no theory: it also serves as a hint to a
     * person playing the lost side, so it never says "I"); the technical form of the same reason
     * (the theory and the search's terms, for a "why"); and how much work it took.
     */
    public record Choice(int move, String reason, String why, int candidates, long work) {}

    /** A reason in a player's words and its technical form. */
    private record Words(String plain, String why) {}

    static final double LOST = -100;
    static final double SAVED = 50;
    private static final int MIN_CANDIDATES = 6;
    private static final int THREAT_DEPTH = 3;
    /**
     * In the endgame (at most {@value #LADDER_FREE} free moves) the threat search follows ladders
     * further: a run of single threats, each blocked, ending in a double threat, of up to this
     * many moves. Lost games against the greedy router ended in four- and five-move ladders.
     */
    private static final int LADDER_DEPTH = 5;

    private static final int LADDER_FREE = 40;

    private final ThinkBudget budget;
    private final long seed;
    private long work;
    private long deadline;
    private boolean stopped;

    public Defender(ThinkBudget budget, long seed) {
        this.budget = budget;
        this.seed = seed;
    }

    /** The defending move for the side to move in {@code game} (undecided); {@code game} is left as it was. */
    public Choice defend(DefenceGame game) {
        if (game.winner() >= 0) {
            throw new IllegalArgumentException("the game is over");
        }
        work = 0;
        stopped = false;
        deadline = System.nanoTime() + budget.wallCapMillis() * 1_000_000L;
        int me = game.toMove();
        int them = 1 - me;
        String they = game.sideName(them);
        int[] threats = game.completions(them);
        if (threats.length == 1) {
            String at = game.moveName(threats[0]);
            return new Choice(
                    threats[0],
                    "blocks " + they + "'s threat at " + at + ": " + they + " would win there at once",
                    they + " has exactly one immediate win, at " + at
                            + "; a move elsewhere never removes an opponent's winning move, so taking it is forced",
                    1,
                    work);
        }
        int[] order = byCurrent(game, me);
        if (threats.length > 1) {
            int best = bestBy(game, threats, me);
            return new Choice(
                    best,
                    they + " has " + threats.length + " ways to win at once (" + names(game, threats)
                            + "); this blocks " + game.moveName(best) + ", but one move cannot stop them all",
                    they + " has " + threats.length + " immediate wins and one move removes at most one; of those"
                            + " blocks, " + game.moveName(best) + " has the best resistance ratio ln(R_opponent/R_own)",
                    threats.length,
                    work);
        }
        // Phase 1: every candidate in current order, as far as the budget goes (at least a few).
        long phaseOne = budget.units() * 3 / 5;
        List<Scored> scored = new ArrayList<>();
        for (int m : order) {
            if (scored.size() >= MIN_CANDIDATES && (work > phaseOne || outOfTime())) {
                break;
            }
            game.play(me, m);
            scored.add(score(game, me, m));
            game.undo();
        }
        scored.sort(null);
        // Phase 2: the best few, two moves deeper.
        int deepen = Math.min(scored.size(), 4);
        for (int i = 0; i < deepen && work < budget.units() && !outOfTime(); i++) {
            Scored s = scored.get(i);
            if (s.value <= LOST / 2 || s.value >= SAVED) {
                continue;
            }
            game.play(me, s.move);
            double worst = lookAhead(game, me, s.winningReplies);
            game.undo();
            if (!stopped) {
                s.deep = worst;
            }
        }
        scored.sort(null);
        Scored best = scored.get(0);
        Words words = explain(game, me, best, order);
        return new Choice(best.move, words.plain(), words.why(), scored.size(), work);
    }

    /** Work spent by the last {@link #defend}. */
    public long lastWork() {
        return work;
    }

    private boolean outOfTime() {
        if (System.nanoTime() > deadline) {
            stopped = true;
        }
        return stopped;
    }

    /** One candidate, after our move {@code move}, with the opponent to move. */
    private Scored score(DefenceGame g, int me, int move) {
        int them = 1 - me;
        Scored s = new Scored(move, nudge(move));
        if (g.winner() == me) {
            s.value = SAVED * 2;
            return s;
        }
        work += g.analysisCost() / 4 + 1;
        if (g.completions(them).length > 0) {
            s.value = LOST + 1;
            s.forcedIn = 1;
            return s;
        }
        work += g.analysisCost();
        int[] wins = g.winningMoves();
        s.winningReplies = wins;
        if (wins.length == 0) {
            s.value = SAVED; // our move turned the game: cannot happen in a lost position, but welcome
            return s;
        }
        int forced = forcedWin(g, them, threatDepth(g), wins);
        if (forced > 0) {
            s.value = LOST + forced;
            s.forcedIn = forced;
            return s;
        }
        s.value = staticValue(g, me, wins);
        return s;
    }

    /** The score of a quiet position after our move: high is good for {@code me}. */
    private double staticValue(DefenceGame g, int me, int[] wins) {
        int them = 1 - me;
        int free = g.freeCount();
        double slip = 1 - wins.length / (double) free;
        work += 2L * g.analysisCost();
        Resistance.Flow theirs = g.flow(them);
        int[] natural = topByCurrent(g, theirs.current(), 3);
        double[] weight = {0.5, 0.3, 0.2};
        double miss = 0;
        for (int i = 0; i < natural.length; i++) {
            if (Arrays.binarySearch(wins, natural[i]) < 0) {
                miss += weight[i];
            }
        }
        double balance = 1 / (1 + Math.exp(-g.evaluate(me) / 2));
        return 0.45 * slip + 0.25 * miss + 0.30 * balance;
    }

    /**
     * After our candidate, the opponent to move: the worst, over its most natural winning replies,
     * of our best answer's score.
     */
    private double lookAhead(DefenceGame g, int me, int[] wins) {
        int them = 1 - me;
        work += g.analysisCost();
        double[] current = g.flow(them).current();
        int[] replies = topOf(wins, current, 3);
        double worst = Double.POSITIVE_INFINITY;
        for (int r : replies) {
            g.play(them, r);
            double bestAnswer;
            if (g.winner() == them) {
                bestAnswer = LOST;
            } else {
                int[] threats = g.completions(them);
                if (threats.length > 1) {
                    bestAnswer = LOST + 1;
                } else {
                    int[] answers = threats.length == 1 ? threats : topAnswers(g, me, 6);
                    bestAnswer = Double.NEGATIVE_INFINITY;
                    for (int a : answers) {
                        g.play(me, a);
                        Scored s = score(g, me, a);
                        if (s.forcedIn == 0 && s.value < SAVED && s.value > LOST / 2) {
                            // A third move of the opponent: does it force a win by threats?
                            int forced = forcedWin(g, them, threatDepth(g), s.winningReplies);
                            if (forced > 0) {
                                s.value = LOST + forced + 2;
                            }
                        } else if (s.value <= LOST / 2) {
                            s.value += 2;
                        }
                        g.undo();
                        bestAnswer = Math.max(bestAnswer, s.value);
                        if (outOfTime()) {
                            break;
                        }
                    }
                }
            }
            g.undo();
            worst = Math.min(worst, bestAnswer);
            if (outOfTime()) {
                break;
            }
        }
        return worst;
    }

    /**
     * The smallest k ≤ {@code depth} such that {@code side}, to move, wins by force in k moves
     * using only threats (each move either wins, makes two winning threats, or makes one that the
     * other side must block), or 0 if there is none. {@code first}, if given, limits the first
     * move (a forced win starts with a winning move, so the exact winning moves suffice). When the
     * other side threatens a win itself, the forcing move must be the block (a block that makes a
     * double threat at once is the classic counter), and two such threats leave no forced win.
     */
    int forcedWin(DefenceGame g, int side, int depth, int[] first) {
        work += g.analysisCost() / 4 + 1;
        if (work > 2 * budget.units()) {
            return 0; // a search this long is cut off (by work, so the move still depends on the seed alone)
        }
        if (g.completions(side).length > 0) {
            return 1;
        }
        int[] counter = g.completions(1 - side);
        if (depth < 2 || counter.length > 1) {
            return 0;
        }
        // If the other side threatens a win of its own, a forcing move has to block it: only that move is tried.
        int[] moves = counter.length == 1 ? counter : first != null ? first : freeMoves(g);
        if (counter.length == 1 && first != null && Arrays.binarySearch(first, counter[0]) < 0) {
            return 0;
        }
        int best = 0;
        for (int x : moves) {
            if (!g.isFree(x)) {
                continue;
            }
            g.play(side, x);
            work += g.analysisCost() / 4 + 1;
            int[] threats = g.completions(side);
            if (threats.length >= 2 && g.completions(1 - side).length == 0) {
                best = 2;
            } else if (threats.length == 1 && depth >= 3 && g.completions(1 - side).length == 0) {
                g.play(1 - side, threats[0]);
                int k = g.winner() >= 0 ? 0 : forcedWin(g, side, depth - 1, null);
                g.undo();
                if (k > 0 && (best == 0 || k + 1 < best)) {
                    best = k + 1;
                }
            }
            g.undo();
            if (best == 2 || stopped) {
                break;
            }
        }
        return best;
    }

    private static int threatDepth(DefenceGame g) {
        return g.freeCount() <= LADDER_FREE ? LADDER_DEPTH : THREAT_DEPTH;
    }

    /** Free moves by the current they carry in both networks, highest first (ties: lower move). */
    private int[] byCurrent(DefenceGame g, int me) {
        work += 2L * g.analysisCost();
        double[] mine = normalised(g.flow(me).current());
        double[] theirs = normalised(g.flow(1 - me).current());
        int[] free = freeMoves(g);
        double[] key = new double[g.moveCount()];
        for (int m : free) {
            key[m] = mine[m] + theirs[m] + nudge(m);
        }
        return sortDescending(free, key);
    }

    private int[] topAnswers(DefenceGame g, int me, int k) {
        int[] order = byCurrent(g, me);
        return Arrays.copyOf(order, Math.min(k, order.length));
    }

    private static int[] topByCurrent(DefenceGame g, double[] current, int k) {
        return topOf(freeMoves(g), current, k);
    }

    private static int[] topOf(int[] moves, double[] current, int k) {
        double[] key = new double[current.length];
        for (int m : moves) {
            key[m] = Math.abs(current[m]);
        }
        int[] sorted = sortDescending(moves, key);
        return Arrays.copyOf(sorted, Math.min(k, sorted.length));
    }

    private static int[] sortDescending(int[] moves, double[] key) {
        return Arrays.stream(moves)
                .boxed()
                .sorted((a, b) -> key[a] != key[b] ? Double.compare(key[b], key[a]) : Integer.compare(a, b))
                .mapToInt(Integer::intValue)
                .toArray();
    }

    private static double[] normalised(double[] current) {
        double max = 0;
        for (double c : current) {
            max = Math.max(max, Math.abs(c));
        }
        double[] out = new double[current.length];
        for (int i = 0; i < current.length; i++) {
            out[i] = max > 0 ? Math.abs(current[i]) / max : 0;
        }
        return out;
    }

    static int[] freeMoves(DefenceGame g) {
        int[] out = new int[g.freeCount()];
        int k = 0;
        for (int m = 0; m < g.moveCount() && k < out.length; m++) {
            if (g.isFree(m)) {
                out[k++] = m;
            }
        }
        return k == out.length ? out : Arrays.copyOf(out, k);
    }

    private int bestBy(DefenceGame g, int[] moves, int me) {
        int best = moves[0];
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int m : moves) {
            g.play(me, m);
            work += g.analysisCost();
            double v = g.evaluate(me) + nudge(m);
            g.undo();
            if (v > bestValue) {
                bestValue = v;
                best = m;
            }
        }
        return best;
    }

    /** A deterministic tie-breaker below any real difference, different for each seed. */
    private double nudge(int move) {
        long h = (seed ^ 0x9E3779B97F4A7C15L) * 0xBF58476D1CE4E5B9L + move * 0x94D049BB133111EBL;
        h ^= h >>> 31;
        h *= 0xD6E8FEB86659FD93L;
        h ^= h >>> 32;
        return (h & 0xFFFF) * 1e-12;
    }

    /**
     * Why {@code best} was chosen: in a player's words (where the opponent's routes run, how many
     * of its answers still win, whether its most obvious answer fails), and in the search's own
     * terms (Lehman's verdict, the current in the resistor networks, the threat search).
     */
    private Words explain(DefenceGame g, int me, Scored best, int[] order) {
        int them = 1 - me;
        String they = g.sideName(them);
        String m = g.moveName(best.move);
        if (best.value >= SAVED) {
            return new Words(
                    "turns the game: after " + m + ", " + they + " has no winning answer",
                    "after " + m + " Lehman's criterion fails for " + they
                            + ": no reply leaves two edge-disjoint spanning trees on a set holding its terminals");
        }
        if (best.forcedIn > 0 || best.value <= LOST / 2) {
            return new Words(
                    "every move loses if " + they + " plays perfectly, and " + they
                            + " can force a win within a few moves whatever is played; " + m + " holds out longest",
                    "no move wins against best play (Lehman's criterion holds for " + they
                            + " after every move); the threat search finds a forced win by threats after every"
                            + " candidate, and " + m + " postpones it longest");
        }
        StringBuilder plain = new StringBuilder("no move wins if " + they + " plays perfectly; ");
        StringBuilder why = new StringBuilder("no move wins against best play (Lehman's criterion holds for " + they
                + " after every move); the relentless defence scored " + order.length + " candidates");
        String doubleThreat = stopsDoubleThreat(g, me, best.move);
        if (doubleThreat != null) {
            plain.append(doubleThreat);
            why.append("; ").append(m).append(" is where ").append(they).append(" would make two immediate threats");
        } else if (order.length > 0 && (order[0] == best.move || order.length > 1 && order[1] == best.move)) {
            plain.append("blocks ")
                    .append(they)
                    .append("'s shortest routes, which run through ")
                    .append(m);
            why.append("; ").append(m).append(" carries the most current in the two resistor networks");
        } else {
            // Say what the choice weighed, not a comparison the numbers below may contradict.
            plain.append("chosen for how many of ")
                    .append(they)
                    .append("'s answers would lose after it and how obvious its winning answers are");
            why.append("; ")
                    .append(m)
                    .append(" has the best score (share of losing replies, natural replies that lose,")
                    .append(" resistance ratio ln(R_opponent/R_own))");
        }
        int[] wins = best.winningReplies;
        int free = g.freeCount() - 1;
        plain.append("; after it, ")
                .append(
                        wins.length == free
                                ? "every one of " + they + "'s " + free + " possible answers wins"
                                : (wins.length == 1 ? "only 1" : wins.length) + " of " + they + "'s " + free
                                        + " possible answers " + (wins.length == 1 ? "wins" : "win"));
        why.append("; afterwards ")
                .append(they)
                .append(" has ")
                .append(plural(wins.length, "winning reply", "winning replies"))
                .append(" out of ")
                .append(free);
        g.play(me, best.move);
        int[] natural = topByCurrent(g, g.flow(them).current(), 1);
        g.undo();
        if (natural.length == 1 && Arrays.binarySearch(wins, natural[0]) < 0) {
            String n = g.moveName(natural[0]);
            plain.append(", and ")
                    .append(they)
                    .append("'s most obvious answer, ")
                    .append(n)
                    .append(", would lose");
            why.append(", and ")
                    .append(they)
                    .append("'s most natural reply (the most current), ")
                    .append(n)
                    .append(", loses");
        }
        return new Words(plain.toString(), why.toString());
    }

    /** Words for "the opponent, moving at {@code move}, would have threatened two wins at once", or null. */
    private static String stopsDoubleThreat(DefenceGame g, int me, int move) {
        int them = 1 - me;
        g.play(them, move);
        int threats = g.winner() == them ? 2 : g.completions(them).length;
        g.undo();
        return threats >= 2
                ? "stops " + g.sideName(them) + "'s double threat at " + g.moveName(move) + " (from there "
                        + g.sideName(them) + " would threaten two winning moves at once)"
                : null;
    }

    /** "1 winning reply", "3 winning replies". */
    public static String plural(int count, String one, String many) {
        return count + " " + (count == 1 ? one : many);
    }

    private static String names(DefenceGame g, int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.length; i++) {
            sb.append(i == 0 ? "" : i == moves.length - 1 ? " and " : ", ").append(g.moveName(moves[i]));
        }
        return sb.toString();
    }

    /** A candidate and what was found about it; sorts best first. */
    private static final class Scored implements Comparable<Scored> {
        final int move;
        final double nudge;
        double value;
        double deep = Double.NaN;
        int forcedIn;
        int[] winningReplies = new int[0];

        Scored(int move, double nudge) {
            this.move = move;
            this.nudge = nudge;
        }

        double total() {
            return (Double.isNaN(deep) ? value : value + 0.5 * deep) + nudge;
        }

        @Override
        public int compareTo(Scored o) {
            return Double.compare(o.total(), total());
        }
    }
}
