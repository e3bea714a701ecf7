package dev.shannon.matroid;

import java.util.Arrays;

/**
 * Subsets of a matroid's ground set {@code 0..n-1} as bitsets in {@code long[]} words: the one
 * representation every oracle call uses, so that hot loops never box or allocate per element.
 */
public final class Bits {
    private Bits() {}

    /** The number of words a set over {@code n} elements needs. */
    public static int words(int n) {
        return (n + 63) >>> 6;
    }

    public static long[] empty(int n) {
        return new long[words(n)];
    }

    /** The whole ground set {@code 0..n-1}. */
    public static long[] full(int n) {
        long[] s = new long[words(n)];
        for (int i = 0; i < n; i++) {
            set(s, i);
        }
        return s;
    }

    public static long[] of(int n, int... elements) {
        long[] s = empty(n);
        for (int x : elements) {
            if (x < 0 || x >= n) {
                throw new IllegalArgumentException("element " + x + " outside 0.." + (n - 1));
            }
            set(s, x);
        }
        return s;
    }

    public static boolean get(long[] s, int i) {
        return (s[i >>> 6] & (1L << i)) != 0;
    }

    public static void set(long[] s, int i) {
        s[i >>> 6] |= 1L << i;
    }

    public static void clear(long[] s, int i) {
        s[i >>> 6] &= ~(1L << i);
    }

    public static int count(long[] s) {
        int c = 0;
        for (long w : s) {
            c += Long.bitCount(w);
        }
        return c;
    }

    public static boolean isEmpty(long[] s) {
        for (long w : s) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** The next element {@code >= from} in the set, or -1. */
    public static int next(long[] s, int from) {
        int w = from >>> 6;
        if (w >= s.length) {
            return -1;
        }
        long word = s[w] & (-1L << from);
        while (true) {
            if (word != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(word);
            }
            if (++w == s.length) {
                return -1;
            }
            word = s[w];
        }
    }

    public static int[] toArray(long[] s) {
        int[] out = new int[count(s)];
        int k = 0;
        for (int i = next(s, 0); i >= 0; i = next(s, i + 1)) {
            out[k++] = i;
        }
        return out;
    }

    public static long[] with(long[] s, int i) {
        long[] c = s.clone();
        set(c, i);
        return c;
    }

    public static long[] without(long[] s, int i) {
        long[] c = s.clone();
        clear(c, i);
        return c;
    }

    public static long[] union(long[] a, long[] b) {
        long[] c = a.clone();
        for (int i = 0; i < c.length; i++) {
            c[i] |= b[i];
        }
        return c;
    }

    public static long[] minus(long[] a, long[] b) {
        long[] c = a.clone();
        for (int i = 0; i < c.length; i++) {
            c[i] &= ~b[i];
        }
        return c;
    }

    public static boolean intersects(long[] a, long[] b) {
        for (int i = 0; i < a.length; i++) {
            if ((a[i] & b[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    /** {@code 0..n-1} minus the set: the complement inside the ground set. */
    public static long[] complement(long[] s, int n) {
        return minus(full(n), s);
    }

    public static String toString(long[] s) {
        return Arrays.toString(toArray(s));
    }
}
