package dev.shannon.matroid;

import dev.shannon.switching.Player;
import java.util.Objects;

/**
 * A perfect player for either side of the matroid game. Once it holds Lehman's certificate (two
 * disjoint bases A, B of a flat spanning e) it plays the basis exchange strategy without any
 * search: when the opponent takes an element of A it claims an element of B that mends A, and
 * vice versa; otherwise it claims an element of A and drops from B the element that claim
 * replaces. Both sets shrink by one and stay bases of the contracted flat, so e ends up spanned.
 * Cut plays the same strategy in the dual, where its deletions are claims.
 *
 * <p>Without a certificate (its side is losing, or the opponent has just erred) it solves the
 * position: if a winning move exists it plays it and adopts the certificate that comes with it.
 */
public final class MatroidComputer {
    private final Player side;
    private long[] a; // live pair in this side's frame, null when none
    private long[] b;

    public MatroidComputer(Player side) {
        this.side = Objects.requireNonNull(side);
    }

    public Player side() {
        return side;
    }

    /**
     * A move; why it was chosen, in a player's words ({@code reason}) and in the theory's
     * ({@code why}: the cospanning pair A, B and its exchanges); and whether it came from the pair
     * already held (no solving).
     */
    public record Move(int element, String reason, String why, boolean byExchange) {}

    /** The computer's move in {@code position} (the computer's side to move, game not over). */
    public Move move(MatroidGame position) {
        MatroidGame frame = side == Player.SHORT ? position.normalised() : position.dual();
        if (Bits.isEmpty(frame.playable())) {
            throw new IllegalArgumentException("no element left to play");
        }
        if (a != null && stillHolds(frame)) {
            return exchange(frame, true);
        }
        a = null;
        b = null;
        Cospanning pair = EdmondsSolver.cospanning(frame);
        if (pair != null) {
            adopt(frame.matroid(), pair);
            return exchange(frame, false);
        }
        MatroidAnalysis analysis = EdmondsSolver.analyze(frame, false);
        int[] wins = analysis.shortFirst().winningMoves();
        if (wins.length == 0) {
            // Lost against perfect play: take an element the opponent would want (one of its winning
            // moves were it to move), so that a fallible opponent has to find another.
            int[] theirs = analysis.cutFirst().winningMoves();
            int spoil = theirs.length > 0 ? theirs[0] : Bits.next(frame.playable(), 0);
            return new Move(
                    spoil,
                    "no move wins if the opponent plays perfectly; " + verb() + "s " + spoil
                            + (theirs.length > 0 ? ", an element the opponent would like to take" : ""),
                    "no move wins against perfect play; " + verb() + " " + spoil
                            + (theirs.length > 0 ? ", one of the opponent's winning moves were it to move" : ""),
                    false);
        }
        int g = wins[0];
        MatroidGame after = frame.claim(g);
        Cospanning next = EdmondsSolver.cospanning(after);
        adopt(after.matroid(), next);
        return new Move(
                g,
                "a winning move: after " + g + " there are two separate ways to reach the target, sharing no"
                        + " element, so whatever the opponent takes is mended from the other",
                verb() + " " + g + ": afterwards " + pairText() + " have the same span, which holds the target"
                        + (side == Player.CUT ? " (in the dual)" : ""),
                false);
    }

    private String verb() {
        return side == Player.SHORT ? "claim" : "delete";
    }

    private String pairText() {
        return "A = " + Bits.toString(a) + " and B = " + Bits.toString(b);
    }

    /** Keeps bases of A and B only: independent subsets with the same spans. */
    private void adopt(Matroid m, Cospanning pair) {
        a = basisOf(m, pair.a());
        b = basisOf(m, pair.b());
    }

    private static long[] basisOf(Matroid m, int[] elements) {
        long[] basis = Bits.empty(m.size());
        int r = 0;
        for (int x : elements) {
            Bits.set(basis, x);
            if (m.rank(basis) == r + 1) {
                r++;
            } else {
                Bits.clear(basis, x);
            }
        }
        return basis;
    }

    /**
     * Whether the pair survives the opponent's move: A and B disjoint, independent, of one rank
     * spanning e, and at most one element of A ∪ B gone (the one just taken).
     */
    private boolean stillHolds(MatroidGame frame) {
        Matroid m = frame.matroid();
        long[] playable = frame.playable();
        long[] lostA = Bits.minus(a, playable);
        long[] lostB = Bits.minus(b, playable);
        if (Bits.count(lostA) + Bits.count(lostB) > 1) {
            return false;
        }
        long[] keptA = Bits.minus(a, lostA);
        long[] keptB = Bits.minus(b, lostB);
        // The element just taken is left out: in Cut's frame (the dual) Short's claim shows up as a coloop, not a loop.
        long[] all = Bits.union(keptA, keptB);
        Bits.set(all, frame.target());
        return Bits.count(a) == Bits.count(b)
                && m.rank(keptA) == Bits.count(keptA)
                && m.rank(keptB) == Bits.count(keptB)
                && m.rank(all) == Bits.count(a);
    }

    private Move exchange(MatroidGame frame, boolean held) {
        Matroid m = frame.matroid();
        long[] playable = frame.playable();
        long[] lostA = Bits.minus(a, playable);
        long[] lostB = Bits.minus(b, playable);
        long[] broken;
        long[] mender;
        if (!Bits.isEmpty(lostA)) {
            broken = Bits.minus(a, lostA);
            mender = b;
        } else if (!Bits.isEmpty(lostB)) {
            broken = Bits.minus(b, lostB);
            mender = a;
        } else {
            // The opponent played elsewhere: claim from A, and let B give up what the claim replaces.
            int y = Bits.next(a, 0);
            long[] c = m.exchange(b).circuit(y);
            int z = Bits.next(c, 0);
            a = Bits.without(a, y);
            b = Bits.without(b, z);
            return new Move(
                    y,
                    verb() + "s " + y + ", keeping two separate ways to reach the target",
                    verb() + " " + y + " from A; B gives up " + z + " (" + pairText() + " remain"
                            + (side == Player.CUT ? ", in the dual)" : ")"),
                    held);
        }
        int size = Bits.count(broken);
        for (int y = Bits.next(mender, 0); y >= 0; y = Bits.next(mender, y + 1)) {
            if (m.rank(Bits.with(broken, y)) == size + 1) {
                boolean brokeA = mender == b;
                if (brokeA) {
                    a = broken;
                    b = Bits.without(b, y);
                } else {
                    b = broken;
                    a = Bits.without(a, y);
                }
                return new Move(
                        y,
                        verb() + "s " + y + ", which mends the way to the target the opponent just broke",
                        verb() + " " + y + ", which mends " + (brokeA ? "A" : "B") + " (" + pairText() + " remain"
                                + (side == Player.CUT ? ", in the dual)" : ")"),
                        held);
            }
        }
        throw new IllegalStateException("basis exchange found no mending element: a bug");
    }
}
