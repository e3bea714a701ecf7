package dev.shannon.matroid;

import java.util.Objects;

/**
 * The switching game on a matroid (Lehman 1964): a matroid, a distinguished element e (the
 * target) and the playable elements. Short claims (contracts) a playable element, Cut deletes
 * one; Short wins once e is spanned by the claimed elements, Cut once e is no longer spanned by
 * the elements not deleted. Elements that are neither playable nor the target take no part, as
 * if deleted before the start.
 */
public record MatroidGame(Matroid matroid, int target, long[] playable) {
    public MatroidGame {
        Objects.requireNonNull(matroid, "matroid");
        int n = matroid.size();
        if (target < 0 || target >= n) {
            throw new IllegalArgumentException("target " + target + " is not an element (0.." + (n - 1) + ")");
        }
        if (playable.length != Bits.words(n)) {
            throw new IllegalArgumentException("playable set has the wrong length");
        }
        if (Bits.get(playable, target)) {
            throw new IllegalArgumentException("the target " + target + " is never playable");
        }
        for (int x = Bits.next(playable, 0); x >= 0; x = Bits.next(playable, x + 1)) {
            if (x >= n) {
                throw new IllegalArgumentException("playable element " + x + " outside the ground set");
            }
        }
        playable = playable.clone();
    }

    /** The game with every element but the target playable. */
    public static MatroidGame of(Matroid matroid, int target) {
        if (target < 0 || target >= matroid.size()) {
            throw new IllegalArgumentException(
                    "target " + target + " is not an element (0.." + (matroid.size() - 1) + ")");
        }
        return new MatroidGame(matroid, target, Bits.without(Bits.full(matroid.size()), target));
    }

    @Override
    public long[] playable() {
        return playable.clone();
    }

    public int size() {
        return matroid.size();
    }

    public boolean isPlayable(int x) {
        return Bits.get(playable, x);
    }

    /** Elements outside the game (neither playable nor the target). */
    public long[] outside() {
        long[] out = Bits.complement(playable, size());
        Bits.clear(out, target);
        return out;
    }

    /** The same game with the outside elements deleted (made loops), so only playable ones matter. */
    public MatroidGame normalised() {
        long[] out = outside();
        return Bits.isEmpty(out) ? this : new MatroidGame(matroid.delete(out), target, playable);
    }

    /**
     * The game on the dual with the roles swapped: Short's claim here is Cut's deletion there,
     * since contraction and deletion swap under duality and e is spanned by the claimed elements
     * exactly when it is a coloop of the dual after them.
     */
    public MatroidGame dual() {
        MatroidGame g = normalised();
        return new MatroidGame(g.matroid.dual(), target, playable);
    }

    /** The position after Short claims x. */
    public MatroidGame claim(int x) {
        checkPlayable(x);
        return new MatroidGame(matroid.contract(Bits.of(size(), x)), target, Bits.without(playable, x));
    }

    /** The position after Cut deletes x. */
    public MatroidGame delete(int x) {
        checkPlayable(x);
        return new MatroidGame(matroid.delete(Bits.of(size(), x)), target, Bits.without(playable, x));
    }

    private void checkPlayable(int x) {
        if (x < 0 || x >= size() || !Bits.get(playable, x)) {
            throw new IllegalArgumentException("element " + x + " is not playable");
        }
    }

    /** Short has won: e is a loop (spanned by what was claimed). */
    public boolean shortHasWon() {
        return matroid.rank(Bits.of(size(), target)) == 0;
    }

    /** Cut has won: e is not spanned by the playable elements (a coloop once the outside is gone). */
    public boolean cutHasWon() {
        long[] live = playable.clone();
        int without = matroid.rank(live);
        Bits.set(live, target);
        return matroid.rank(live) > without;
    }
}
