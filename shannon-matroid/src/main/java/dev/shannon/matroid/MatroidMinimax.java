package dev.shannon.matroid;

import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.util.Arrays;

/**
 * Solves the matroid game by memoised brute-force search, trusting no theorem: it asks the rank
 * oracle only whether e is spanned by the claimed elements (Short has won) or no longer spanned
 * by the live ones (Cut has won). It is the independent check of {@link EdmondsSolver}, with the
 * same conventions for a game already over.
 *
 * <p>The table is keyed on the minor, not on the move history: the free elements F and the flat
 * spanned by the claimed ones determine M / C restricted to F + e, so orders of play (and claims
 * of different elements with the same span) that reach the same minor share one entry.
 */
public final class MatroidMinimax {
    /** The most elements a game may have. */
    public static final int MAX_ELEMENTS = 24;
    /** Positions remembered before the search gives up. */
    public static final int MAX_POSITIONS = 1 << 22;

    private final Matroid m;
    private final int n;
    private final int e;
    private final long eBit;
    private final long playable;
    private long[] keys = new long[1 << 12];
    private byte[] values = new byte[1 << 12]; // 0 empty, 1 Short wins, 2 Cut wins
    private int entries;
    private final long[] word = new long[1];
    private final byte[] rankCache; // rank + 1 of every subset, 0 = not yet asked

    private final long deadline;

    private MatroidMinimax(MatroidGame game) {
        this(game, Long.MAX_VALUE);
    }

    private MatroidMinimax(MatroidGame game, long deadlineNanos) {
        this.deadline = deadlineNanos;
        MatroidGame g = game.normalised();
        this.m = g.matroid();
        this.n = m.size();
        if (n > MAX_ELEMENTS) {
            throw new IllegalArgumentException("brute force handles at most " + MAX_ELEMENTS + " elements, got " + n);
        }
        this.e = g.target();
        this.eBit = 1L << e;
        this.playable = n == 0 ? 0 : g.playable()[0];
        this.rankCache = new byte[1 << n];
    }

    /** Both verdicts by search. */
    public static Analysis analyze(MatroidGame game) {
        return new MatroidMinimax(game).solve();
    }

    /**
     * Both verdicts by search, giving up (an {@link IllegalArgumentException}) once
     * {@link System#nanoTime()} passes {@code deadlineNanos}.
     */
    public static Analysis analyze(MatroidGame game, long deadlineNanos) {
        return new MatroidMinimax(game, deadlineNanos).solve();
    }

    /** Whether Short wins the game with {@code toMove} to move. */
    public static boolean shortWins(MatroidGame game, Player toMove) {
        MatroidMinimax s = new MatroidMinimax(game);
        return s.shortWins(0, 0, toMove == Player.SHORT);
    }

    private Analysis solve() {
        int[] all = Bits.toArray(new long[] {playable});
        if (rank(eBit) == 0) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.SHORT, all), new Verdict(Player.CUT, Player.SHORT, new int[0]));
        }
        if (cutWon(0)) {
            return Analysis.of(
                    new Verdict(Player.SHORT, Player.CUT, new int[0]), new Verdict(Player.CUT, Player.CUT, all));
        }
        int[] claims = new int[all.length];
        int[] deletions = new int[all.length];
        int c = 0;
        int d = 0;
        for (int x : all) {
            if (shortWins(1L << x, 0, false)) {
                claims[c++] = x;
            }
            if (!shortWins(0, 1L << x, true)) {
                deletions[d++] = x;
            }
        }
        boolean shortWinsCutToMove = shortWins(0, 0, false);
        return Analysis.of(
                new Verdict(Player.SHORT, c > 0 ? Player.SHORT : Player.CUT, Arrays.copyOf(claims, c)),
                new Verdict(
                        Player.CUT,
                        shortWinsCutToMove ? Player.SHORT : Player.CUT,
                        shortWinsCutToMove ? new int[0] : Arrays.copyOf(deletions, d)));
    }

    private int rank(long set) {
        int cached = rankCache[(int) set];
        if (cached == 0) {
            word[0] = set;
            cached = m.rank(word) + 1;
            rankCache[(int) set] = (byte) cached;
        }
        return cached - 1;
    }

    private boolean cutWon(long deleted) {
        long live = playable & ~deleted;
        return rank(live | eBit) > rank(live);
    }

    private boolean shortWins(long claimed, long deleted, boolean shortToMove) {
        int rc = rank(claimed);
        if (rank(claimed | eBit) == rc) {
            return true;
        }
        if (cutWon(deleted)) {
            return false;
        }
        long free = playable & ~claimed & ~deleted;
        // The minor M / C on F + e is fixed by F and the flat spanned by C.
        long flat = 0;
        for (int x = 0; x < n; x++) {
            if ((claimed >>> x & 1) != 0 || rank(claimed | 1L << x) == rc) {
                flat |= 1L << x;
            }
        }
        long key = (flat << 25 | free << 1 | (shortToMove ? 1 : 0)) + 1;
        int slot = find(key);
        if (values[slot] != 0) {
            return values[slot] == 1;
        }
        boolean result;
        if (shortToMove) {
            result = false;
            for (long rest = free; rest != 0 && !result; rest &= rest - 1) {
                result = shortWins(claimed | (rest & -rest), deleted, false);
            }
        } else {
            result = true;
            for (long rest = free; rest != 0 && result; rest &= rest - 1) {
                result = shortWins(claimed, deleted | (rest & -rest), true);
            }
        }
        store(key, result ? (byte) 1 : (byte) 2);
        return result;
    }

    private int find(long key) {
        int mask = keys.length - 1;
        for (int i = (int) (mix(key) & mask); ; i = (i + 1) & mask) {
            if (keys[i] == key || keys[i] == 0) {
                return i;
            }
        }
    }

    private void store(long key, byte value) {
        if ((entries & 1023) == 0 && deadline != Long.MAX_VALUE && System.nanoTime() > deadline) {
            throw new IllegalArgumentException(
                    "brute force gave up: over the time limit after " + entries + " positions");
        }
        if (entries * 2 >= keys.length) {
            if (keys.length >= MAX_POSITIONS * 2) {
                throw new IllegalArgumentException("brute force gave up: more than " + MAX_POSITIONS + " positions");
            }
            long[] oldKeys = keys;
            byte[] oldValues = values;
            keys = new long[oldKeys.length * 2];
            values = new byte[oldKeys.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != 0) {
                    int s = find(oldKeys[i]);
                    keys[s] = oldKeys[i];
                    values[s] = oldValues[i];
                }
            }
        }
        int s = find(key);
        if (keys[s] == 0) {
            entries++;
        }
        keys[s] = key;
        values[s] = value;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }
}
