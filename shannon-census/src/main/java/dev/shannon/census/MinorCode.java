package dev.shannon.census;

/**
 * A small multigraph with terminals s = 0 and t = 1, packed into one {@code long}: the vertex
 * count n in the top 4 bits, then, most significant first, for every pair i &lt; j in row-major
 * order the multiplicity in unary (that many 1s, then a 0). The census keeps every graph and every
 * search position in this form; with at most {@value #MAX_VERTICES} vertices and 28 edges (any
 * minor of a simple graph on 8 vertices) it needs at most 28 + 28 bits.
 *
 * <p>Matrices are {@code int[64]}, row-major with stride 8, symmetric, zero diagonal.
 */
final class MinorCode {
    static final int MAX_VERTICES = 8;
    static final int STRIDE = 8;
    private static final int PAYLOAD_BITS = 56;
    private static final int MAX_EDGES = 28;

    private MinorCode() {
    }

    /** The vertex count of a code. */
    static int vertices(long code) {
        return (int) (code >>> PAYLOAD_BITS);
    }

    /**
     * Encodes the matrix {@code w} with its vertices taken in the order {@code order[0..n)}.
     *
     * @throws IllegalArgumentException if the graph has more than 28 edges
     */
    static long encode(int n, int[] w, int[] order) {
        long bits = 0;
        int length = 0;
        for (int i = 0; i < n; i++) {
            int row = order[i] * STRIDE;
            for (int j = i + 1; j < n; j++) {
                int m = w[row + order[j]];
                length += m + 1;
                if (length > PAYLOAD_BITS) {
                    throw new IllegalArgumentException("too many edges for a census position (at most " + MAX_EDGES + ")");
                }
                bits = bits << (m + 1) | ((1L << m) - 1) << 1;
            }
        }
        return (long) n << PAYLOAD_BITS | bits << (PAYLOAD_BITS - length);
    }

    /** Decodes {@code code} into {@code w} (cleared first) and returns the vertex count. */
    static int decode(long code, int[] w) {
        int n = vertices(code);
        java.util.Arrays.fill(w, 0);
        int bit = PAYLOAD_BITS - 1;
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
        return Long.bitCount(code & ((1L << PAYLOAD_BITS) - 1));
    }
}
