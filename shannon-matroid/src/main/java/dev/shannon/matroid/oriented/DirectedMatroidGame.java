package dev.shannon.matroid.oriented;

import dev.shannon.switching.Player;
import java.util.ArrayList;
import java.util.List;

/**
 * The directed switching game on an oriented matroid (Hamidoune and Las Vergnas 1986): a target
 * e and the other elements playable. Short claims a free element and gives it a sign (keeps or
 * reverses its orientation); Cut deletes one. Short wins when some signed circuit C through e
 * lies in the claimed elements plus e and is positive after the claims: C(e) = + and every
 * other x in C is claimed with the sign C(x). Cut wins when that can no longer happen.
 *
 * <p>Only the signed circuits through e matter, normalised to C(e) = +; they are kept as
 * pairs of bitsets over the playable elements.
 */
public final class DirectedMatroidGame {
    public static final int MAX_PLAYABLE = 12;

    private final int target;
    private final int size;
    private final long[] pos; // circuit i needs every element of pos[i] claimed with +
    private final long[] neg; // ... and every element of neg[i] claimed with −

    public DirectedMatroidGame(int size, int target, List<SignedCircuit> circuits) {
        if (target < 0 || target >= size) {
            throw new IllegalArgumentException("target " + target + " is not an element (0.." + (size - 1) + ")");
        }
        if (size - 1 > MAX_PLAYABLE) {
            throw new IllegalArgumentException("at most " + MAX_PLAYABLE + " playable elements, got " + (size - 1));
        }
        this.target = target;
        this.size = size;
        List<long[]> through = new ArrayList<>();
        long e = 1L << target;
        for (SignedCircuit c : circuits) {
            SignedCircuit d = (c.positive() & e) != 0 ? c : (c.negative() & e) != 0 ? c.negate() : null;
            if (d != null && (d.positive() & e) != 0) {
                boolean dup = false;
                for (long[] t : through) {
                    dup |= t[0] == (d.positive() & ~e) && t[1] == d.negative();
                }
                if (!dup) {
                    through.add(new long[] {d.positive() & ~e, d.negative()});
                }
            }
        }
        pos = new long[through.size()];
        neg = new long[through.size()];
        for (int i = 0; i < pos.length; i++) {
            pos[i] = through.get(i)[0];
            neg[i] = through.get(i)[1];
        }
    }

    public static DirectedMatroidGame of(VectorOrientedMatroid om, int target) {
        return new DirectedMatroidGame(om.size(), target, om.circuits());
    }

    public int target() {
        return target;
    }

    /** The number of signed circuits through e (one sign each). */
    public int circuitsThroughTarget() {
        return pos.length;
    }

    /** Whether Short has won: some circuit's elements all claimed with its signs. */
    public boolean shortHasWon(long claimedPlus, long claimedMinus) {
        for (int i = 0; i < pos.length; i++) {
            if ((pos[i] & ~claimedPlus) == 0 && (neg[i] & ~claimedMinus) == 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether Cut has won: every circuit through e hits a deleted or wrongly signed element. */
    public boolean cutHasWon(long claimedPlus, long claimedMinus, long deleted) {
        for (int i = 0; i < pos.length; i++) {
            if ((pos[i] & (deleted | claimedMinus)) == 0 && (neg[i] & (deleted | claimedPlus)) == 0) {
                return false;
            }
        }
        return true;
    }

    /** The winner with {@code first} to move, by exact memoised minimax over every claim, sign and deletion. */
    public Player winner(Player first) {
        return new Search(first).shortWins(0, 0, 0) ? Player.SHORT : Player.CUT;
    }

    long playable() {
        return ((1L << size) - 1) & ~(1L << target);
    }

    /** Memoised on the position, 2 bits an element (free, deleted, claimed +, claimed −). */
    private final class Search {
        private final boolean shortFirst;
        private final int[] index = new int[size]; // element -> position among the playable
        private final byte[] memo; // 0 unknown, 1 Short wins, 2 Cut wins
        private final long playable = playable();

        Search(Player first) {
            this.shortFirst = first == Player.SHORT;
            int k = 0;
            for (int x = 0; x < size; x++) {
                index[x] = x == target ? -1 : k++;
            }
            memo = new byte[1 << (2 * k)];
        }

        private int key(long plus, long minus, long deleted) {
            int key = 0;
            for (int x = 0; x < size; x++) {
                if (x == target) {
                    continue;
                }
                long b = 1L << x;
                int code = (deleted & b) != 0 ? 1 : (plus & b) != 0 ? 2 : (minus & b) != 0 ? 3 : 0;
                key |= code << (2 * index[x]);
            }
            return key;
        }

        boolean shortWins(long plus, long minus, long deleted) {
            if (shortHasWon(plus, minus)) {
                return true;
            }
            if (cutHasWon(plus, minus, deleted)) {
                return false;
            }
            int key = key(plus, minus, deleted);
            byte known = memo[key];
            if (known != 0) {
                return known == 1;
            }
            int claims = Long.bitCount(plus | minus);
            int deletions = Long.bitCount(deleted);
            boolean shortToMove = shortFirst ? claims == deletions : claims < deletions;
            long free = playable & ~(plus | minus | deleted);
            boolean result;
            if (shortToMove) {
                result = false;
                for (long f = free; f != 0 && !result; f &= f - 1) {
                    long b = Long.lowestOneBit(f);
                    result = shortWins(plus | b, minus, deleted) || shortWins(plus, minus | b, deleted);
                }
            } else {
                result = true;
                for (long f = free; f != 0 && result; f &= f - 1) {
                    long b = Long.lowestOneBit(f);
                    result = shortWins(plus, minus, deleted | b);
                }
            }
            memo[key] = (byte) (result ? 1 : 2);
            return result;
        }
    }
}
