package dev.shannon.matroid;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A matroid given by the list of its bases or of its circuits, checked against the axioms on
 * input (basis exchange; circuit incomparability and elimination), so a family that is not a
 * matroid is refused instead of silently giving wrong answers. Elements are at most 63, sets are
 * single {@code long} masks.
 */
public final class ExplicitMatroid implements Matroid {
    /** The most elements. */
    public static final int MAX_ELEMENTS = 63;
    /** The most sets in the list (the axiom check is quadratic in it). */
    public static final int MAX_SETS = 2000;

    private final int n;
    private final long[] bases; // null when given by circuits
    private final long[] circuits; // null when given by bases

    private ExplicitMatroid(int n, long[] bases, long[] circuits) {
        this.n = n;
        this.bases = bases;
        this.circuits = circuits;
    }

    /** The matroid on {@code 0..n-1} with exactly these bases. */
    public static ExplicitMatroid ofBases(int n, List<int[]> bases) {
        long[] bs = masks(n, bases, "basis");
        if (bs.length == 0) {
            throw new IllegalArgumentException("a matroid has at least one basis");
        }
        Set<Long> family = new HashSet<>();
        for (long b : bs) {
            if (Long.bitCount(b) != Long.bitCount(bs[0])) {
                throw new IllegalArgumentException(
                        "not a matroid: bases " + show(bs[0]) + " and " + show(b) + " differ in size");
            }
            if (!family.add(b)) {
                throw new IllegalArgumentException("basis " + show(b) + " is listed twice");
            }
        }
        for (long b1 : bs) {
            for (long b2 : bs) {
                for (long rest = b1 & ~b2; rest != 0; rest &= rest - 1) {
                    long x = rest & -rest;
                    boolean found = false;
                    for (long cand = b2 & ~b1; cand != 0 && !found; cand &= cand - 1) {
                        found = family.contains((b1 & ~x) | (cand & -cand));
                    }
                    if (!found) {
                        throw new IllegalArgumentException("not a matroid: basis exchange fails for " + show(b1) + " - "
                                + Long.numberOfTrailingZeros(x) + " against " + show(b2));
                    }
                }
            }
        }
        return new ExplicitMatroid(n, bs, null);
    }

    /** The matroid on {@code 0..n-1} with exactly these circuits. */
    public static ExplicitMatroid ofCircuits(int n, List<int[]> circuits) {
        long[] cs = masks(n, circuits, "circuit");
        for (int i = 0; i < cs.length; i++) {
            if (cs[i] == 0) {
                throw new IllegalArgumentException("not a matroid: the empty set is not a circuit");
            }
            for (int j = 0; j < cs.length; j++) {
                if (i != j && (cs[i] & ~cs[j]) == 0) {
                    throw new IllegalArgumentException(
                            cs[i] == cs[j]
                                    ? "circuit " + show(cs[i]) + " is listed twice"
                                    : "not a matroid: circuit " + show(cs[i]) + " lies inside circuit " + show(cs[j]));
                }
            }
        }
        for (int i = 0; i < cs.length; i++) {
            for (int j = i + 1; j < cs.length; j++) {
                for (long common = cs[i] & cs[j]; common != 0; common &= common - 1) {
                    long rest = (cs[i] | cs[j]) & ~(common & -common);
                    boolean found = false;
                    for (long c : cs) {
                        if ((c & ~rest) == 0) {
                            found = true;
                            break;
                        }
                    }
                    if (!found) {
                        throw new IllegalArgumentException("not a matroid: circuit elimination fails for " + show(cs[i])
                                + " and " + show(cs[j]) + " at " + Long.numberOfTrailingZeros(common));
                    }
                }
            }
        }
        return new ExplicitMatroid(n, null, cs);
    }

    private static long[] masks(int n, List<int[]> sets, String what) {
        if (n < 0 || n > MAX_ELEMENTS) {
            throw new IllegalArgumentException("explicit matroids have 0.." + MAX_ELEMENTS + " elements, got " + n);
        }
        if (sets.size() > MAX_SETS) {
            throw new IllegalArgumentException(
                    "at most " + MAX_SETS + " sets in an explicit matroid, got " + sets.size());
        }
        long[] out = new long[sets.size()];
        for (int i = 0; i < out.length; i++) {
            for (int x : sets.get(i)) {
                if (x < 0 || x >= n) {
                    throw new IllegalArgumentException(
                            what + " " + (i + 1) + " names element " + x + ", outside 0.." + (n - 1));
                }
                if ((out[i] & (1L << x)) != 0) {
                    throw new IllegalArgumentException(what + " " + (i + 1) + " names element " + x + " twice");
                }
                out[i] |= 1L << x;
            }
        }
        return out;
    }

    private static String show(long mask) {
        return Bits.toString(new long[] {mask});
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public int rank(long[] set) {
        long x = set.length == 0 ? 0 : set[0];
        if (bases != null) {
            int best = 0;
            for (long b : bases) {
                best = Math.max(best, Long.bitCount(b & x));
            }
            return best;
        }
        // Greedy: in a matroid every maximal independent subset is maximum.
        long independent = 0;
        for (long rest = x; rest != 0; rest &= rest - 1) {
            long candidate = independent | (rest & -rest);
            boolean free = true;
            for (long c : circuits) {
                if ((c & ~candidate) == 0) {
                    free = false;
                    break;
                }
            }
            if (free) {
                independent = candidate;
            }
        }
        return Long.bitCount(independent);
    }

    @Override
    public String describe() {
        return bases != null
                ? "explicit, " + bases.length + " bases on " + n + " elements"
                : "explicit, " + circuits.length + " circuits on " + n + " elements";
    }

    @Override
    public String toString() {
        return describe() + ": " + Arrays.toString(bases != null ? bases : circuits);
    }
}
