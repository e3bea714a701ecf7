package dev.shannon.zdd.count;

import java.math.BigInteger;
import java.util.Arrays;

/**
 * Counts paths and cycles of a rows × cols grid graph (vertices r,c with 0 ≤ r < rows, 0 ≤ c <
 * cols) without building a diagram: a dynamic programme over frontier states ({@link
 * FrontierProgramme}) carrying the count modulo several primes below 2^63, joined by the Chinese
 * remainder theorem. The result is unambiguous: a rows × cols grid has at most
 * 2^((rows − 1)(cols − 1)) members of any of these families (each is a sequence of at most two
 * choices at each vertex outside the last row and column, see {@link FrontierProgramme}), and at
 * most as many as its degree-constrained subgraphs, a bound {@link DegreeBound} computes
 * rigorously where its transfer matrix is small (short side up to about 20); the moduli the count
 * is rebuilt from multiply to more than the smaller bound; at least one more modulus checks the
 * result.
 */
public final class GridCounter {
    /** The widest short side: the frontier (short side + 2 positions, two bits each) fits a long's 63 bits below the sign. */
    public static final int MAX_SHORT_SIDE = 30;

    /**
     * The largest bound 2^((rows − 1)(cols − 1)) taken, about 270 moduli: beyond it a state's
     * residues outweigh the plain big integers of GraphSet's count (long thin grids).
     */
    public static final int MAX_BOUND_BITS = 1 << 14;

    private GridCounter() {}

    /**
     * Whether the programme counts {@code family} on this grid: the short side at most {@link
     * #MAX_SHORT_SIDE}, (rows − 1)(cols − 1) at most {@link #MAX_BOUND_BITS}, and for paths
     * terminals on the grid.
     */
    public static boolean applies(GridFamily family, int rows, int cols, int from, int to) {
        if (rows < 1 || cols < 1 || Math.min(rows, cols) > MAX_SHORT_SIDE) {
            return false;
        }
        if ((long) (rows - 1) * (cols - 1) > MAX_BOUND_BITS) {
            return false;
        }
        if (!family.hasEnds()) {
            return true;
        }
        long n = (long) rows * cols;
        return from >= 0 && to >= 0 && from < n && to < n;
    }

    /**
     * How a count runs.
     *
     * @param checks moduli beyond those the bound needs, each checked against the result (at least 1)
     * @param memoryLimit the most bytes the frontier states of two steps may hold
     * @param progress told after each row
     * @param moduliPerPass at most this many moduli are carried through one run of the programme,
     *     or 0: as many as fit in {@code memoryLimit} by an estimate of the widest step ({@link
     *     PassPlan}), and if they do not fit after all, half as many a pass (and so on), started
     *     again. A state's bytes are 8 for its key and 8 a modulus, so fewer moduli a pass take
     *     less memory in more passes (each pass makes the same states again)
     */
    public record Options(int checks, long memoryLimit, CountProgress progress, int moduliPerPass) {
        public Options {
            if (checks < 1) {
                throw new IllegalArgumentException("at least one check modulus, got " + checks);
            }
            if (memoryLimit < 1) {
                throw new IllegalArgumentException("the memory limit must be positive, got " + memoryLimit);
            }
            if (moduliPerPass < 0) {
                throw new IllegalArgumentException("moduli a pass must be 0 (all) or positive, got " + moduliPerPass);
            }
        }

        /**
         * One check modulus, three quarters of the JVM's heap limit (GraphSet's default budget),
         * no progress.
         */
        public static Options defaults() {
            return new Options(1, Runtime.getRuntime().maxMemory() / 4 * 3, CountProgress.NONE, 0);
        }

        public Options withProgress(CountProgress p) {
            return new Options(checks, memoryLimit, p, moduliPerPass);
        }

        public Options withChecks(int n) {
            return new Options(n, memoryLimit, progress, moduliPerPass);
        }

        public Options withMemoryLimit(long bytes) {
            return new Options(checks, bytes, progress, moduliPerPass);
        }

        public Options withModuliPerPass(int n) {
            return new Options(checks, memoryLimit, progress, n);
        }
    }

    /** {@link #count(GridFamily, int, int, int, int, Options)} with {@link Options#defaults()}. */
    public static GridCount count(GridFamily family, int rows, int cols, int from, int to) {
        return count(family, rows, cols, from, to, Options.defaults());
    }

    /**
     * The number of members of {@code family} in the rows × cols grid.
     *
     * @param from the first terminal as r * cols + c (paths only)
     * @param to the second terminal (paths only)
     * @throws IllegalArgumentException unless {@link #applies}
     * @throws CountMemoryLimitException if one step needs more than {@code options.memoryLimit()}
     *     (with one modulus a pass, if {@code options.moduliPerPass()} is 0)
     * @throws IllegalStateException if a check modulus disagrees (an arithmetic fault, never expected)
     */
    public static GridCount count(GridFamily family, int rows, int cols, int from, int to, Options options) {
        if (!applies(family, rows, cols, from, to)) {
            throw new IllegalArgumentException("the frontier programme does not count " + family.id() + " on a " + rows
                    + "x" + cols + " grid" + (family.hasEnds() ? " from " + from + " to " + to : ""));
        }
        if (family.hasEnds() && from == to) {
            return pathOfOneVertex(family, rows, cols);
        }
        int checks = options.checks();
        // Sweep the long way, so that the frontier spans the short side.
        int s = from;
        int t = to;
        if (cols > rows) {
            s = transpose(from, cols, rows);
            t = transpose(to, cols, rows);
            int swap = rows;
            rows = cols;
            cols = swap;
        }
        int boundBits = (rows - 1) * (cols - 1);
        int degreeBits = DegreeBound.bits(family, rows, cols, s, t);
        if (degreeBits >= 0 && degreeBits < boundBits) {
            boundBits = degreeBits;
        }
        int need = Moduli.neededAbove(boundBits);
        Moduli m = Moduli.largestPrimesBelow2To63(need + checks);
        // the moduli in groups, one run of the programme each: the same states, other residues
        long[] all = m.toArray();
        int group = options.moduliPerPass() != 0
                ? options.moduliPerPass()
                : PassPlan.moduliPerPass(cols, all.length, options.memoryLimit());
        long[] residues = new long[all.length];
        FrontierProgramme p = null;
        long peakBytes = 0;
        for (int first = 0; first < all.length; first += group) {
            long[] lanes = Arrays.copyOfRange(all, first, Math.min(all.length, first + group));
            int runs = (all.length + group - 1) / group;
            if (runs > 1) {
                options.progress().run(first / group + 1, runs, lanes.length);
            }
            p = new FrontierProgramme(rows, cols, family, s, t, lanes, options.progress(), options.memoryLimit());
            try {
                p.run();
            } catch (CountMemoryLimitException e) {
                if (options.moduliPerPass() != 0 || group == 1) {
                    throw e;
                }
                // all moduli at once do not fit: half as many a pass, from the start
                group = (group + 1) / 2;
                first = -group;
                continue;
            }
            System.arraycopy(p.residues(), 0, residues, first, lanes.length);
            peakBytes = Math.max(peakBytes, p.peakBytes());
        }
        BigInteger count = m.combine(residues, need);
        for (int j = need; j < m.size(); j++) {
            if (count.mod(BigInteger.valueOf(m.modulus(j))).longValueExact() != residues[j]) {
                throw new IllegalStateException(
                        "the count modulo " + m.modulus(j) + " disagrees with the Chinese remainder of the others");
            }
        }
        return new GridCount(count, boundBits, need, checks, p.statesVisited(), p.widestLevel(), peakBytes);
    }

    /**
     * The paths from a vertex to itself: only the path with no edge, as GraphSet counts it; it
     * passes through every vertex only on a 1 × 1 grid. Known without the programme, so no modulus
     * is used or checked.
     */
    private static GridCount pathOfOneVertex(GridFamily family, int rows, int cols) {
        boolean member = !family.spanning() || rows * cols == 1;
        return new GridCount(member ? BigInteger.ONE : BigInteger.ZERO, 0, 0, 0, 0, 0, 0);
    }

    /** Vertex r * cols + c of a rows × cols grid as vertex c * rows + r of its transpose. */
    private static int transpose(int v, int cols, int rows) {
        int r = v / cols;
        int c = v % cols;
        return c * rows + r;
    }
}
