package dev.shannon.census;

import java.util.Arrays;

/**
 * A small multigraph with terminals s = 0 and t = 1, packed into one {@code long}. The census
 * keeps every graph and every search position in this form, so that the game table is a plain
 * {@code long[]}.
 *
 * <p>Layout, by vertex count n (the header tells them apart, and no code is 0):
 * <ul>
 * <li>n ≤ 7: n in the top 4 bits, then in the low 56 bits, most significant first, for every pair
 *     i &lt; j in row-major order the multiplicity in unary (that many 1s, then a 0).</li>
 * <li>n = 8: the top bit set, then the same unary string in the low 63 bits.</li>
 * <li>n = 9: 1 in the top 4 bits, then one bit per pair (simple graphs only).</li>
 * </ul>
 * Why this fits every position of a census on at most 9 vertices: a unary string costs
 * (pairs + edges) bits, and each contraction removes at least one edge, so a position with n
 * vertices has at most 36 − (9 − n) edges. At n = 9 nothing has been contracted, so the graph is
 * still simple (36 bits); at n = 8 there are at most 28 + 35 = 63 bits; at n = 7 at most
 * 21 + 34 = 55. Within one n, codes compare as {@code long}s like the unary strings do
 * (the n = 8 codes are all negative and differ only below the sign bit), so the least code of a
 * graph is the same as with a plain 4-bit header.
 *
 * <p>Matrices are {@code int[}{@value #CELLS}{@code ]}, row-major with stride {@value #STRIDE},
 * symmetric, zero diagonal.
 */
final class MinorCode {
    static final int MAX_VERTICES = 9;
    static final int STRIDE = 9;
    static final int CELLS = STRIDE * STRIDE;
    /** Most edges of any position: a simple graph on {@value #MAX_VERTICES} vertices. */
    static final int MAX_EDGES = MAX_VERTICES * (MAX_VERTICES - 1) / 2;

    private static final int SMALL_BITS = 56;
    private static final int EIGHT_BITS = 63;
    private static final long NINE_HEADER = 1L << 60;

    private MinorCode() {}

    /** The vertex count of a code. */
    static int vertices(long code) {
        if (code < 0) {
            return 8;
        }
        int header = (int) (code >>> 60);
        return header == 1 ? 9 : header;
    }

    /**
     * Encodes the matrix {@code w} with its vertices taken in the order {@code order[0..n)}.
     *
     * @throws IllegalArgumentException if the graph does not fit (too many edges for its vertex
     *                                  count, or a parallel edge on 9 vertices)
     */
    static long encode(int n, int[] w, int[] order) {
        if (n == 9) {
            return encodeSimple(n, w, order);
        }
        int payload = n == 8 ? EIGHT_BITS : SMALL_BITS;
        long bits = 0;
        int length = 0;
        for (int i = 0; i < n; i++) {
            int row = order[i] * STRIDE;
            for (int j = i + 1; j < n; j++) {
                int m = w[row + order[j]];
                length += m + 1;
                if (length > payload) {
                    throw new IllegalArgumentException("too many edges for a census position on " + n + " vertices");
                }
                bits = bits << (m + 1) | ((1L << m) - 1) << 1;
            }
        }
        long aligned = bits << (payload - length);
        return n == 8 ? Long.MIN_VALUE | aligned : (long) n << 60 | aligned;
    }

    private static long encodeSimple(int n, int[] w, int[] order) {
        long bits = 0;
        for (int i = 0; i < n; i++) {
            int row = order[i] * STRIDE;
            for (int j = i + 1; j < n; j++) {
                int m = w[row + order[j]];
                if (m > 1) {
                    throw new IllegalArgumentException("a census position on 9 vertices must be a simple graph");
                }
                bits = bits << 1 | m;
            }
        }
        return NINE_HEADER | bits;
    }

    /** Decodes {@code code} into {@code w} (cleared first) and returns the vertex count. */
    static int decode(long code, int[] w) {
        int n = vertices(code);
        Arrays.fill(w, 0);
        if (n == 9) {
            int bit = MAX_EDGES - 1;
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    int m = (int) (code >>> bit-- & 1);
                    w[i * STRIDE + j] = m;
                    w[j * STRIDE + i] = m;
                }
            }
            return n;
        }
        int bit = (n == 8 ? EIGHT_BITS : SMALL_BITS) - 1;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                int m = 0;
                while ((code >>> bit & 1) != 0) {
                    m++;
                    bit--;
                }
                bit--;
                w[i * STRIDE + j] = m;
                w[j * STRIDE + i] = m;
            }
        }
        return n;
    }

    /** The number of edges of a code. */
    static int edges(long code) {
        int n = vertices(code);
        int payload = n == 9 ? MAX_EDGES : n == 8 ? EIGHT_BITS : SMALL_BITS;
        return Long.bitCount(code & ((1L << payload) - 1));
    }
}
