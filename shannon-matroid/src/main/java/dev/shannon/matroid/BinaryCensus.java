package dev.shannon.matroid;

import dev.shannon.switching.Analysis;
import dev.shannon.switching.GameType;
import java.math.BigInteger;
import java.util.function.LongConsumer;

/**
 * Every switching game on the binary matroid of a k x n matrix over GF(2), the last column the
 * target, solved twice — by brute force ({@link MatroidMinimax}) and by Edmonds' criterion
 * ({@link EdmondsSolver}) — and tallied by game type.
 *
 * <p>Not all 2^(kn) matrices are solved one by one. The game does not change when the other
 * columns are permuted, so each multiset of n - 1 columns is solved once and counted with its
 * number of orderings. And an invertible row operation g changes nothing either, so a nonzero
 * target can be moved to e1: summed over all column multisets, every nonzero target gives the same
 * tally as e1 does (S -> gS is a bijection). A zero target is a loop: Short has already won.
 * The tallies are therefore exact counts of labelled matrices.
 */
public final class BinaryCensus {
    /** The most column multisets solved in one census. */
    public static final long MAX_CLASSES = 2_000_000;

    private final int rows;
    private final int cols;

    public BinaryCensus(int rows, int cols) {
        if (rows < 1 || rows > 6) {
            throw new IllegalArgumentException("rows must be 1..6, got " + rows);
        }
        if (cols < 2 || cols > MatroidMinimax.MAX_ELEMENTS) {
            throw new IllegalArgumentException("columns must be 2.." + MatroidMinimax.MAX_ELEMENTS + ", got " + cols);
        }
        long classes = classes(rows, cols);
        if (classes > MAX_CLASSES) {
            throw new IllegalArgumentException(rows + "x" + cols + " has " + classes
                    + " column multisets to solve, over the limit of " + MAX_CLASSES);
        }
        this.rows = rows;
        this.cols = cols;
    }

    /** The number of multisets of n - 1 columns from the 2^k vectors: C(2^k + n - 2, n - 1). */
    public static long classes(int rows, int cols) {
        BigInteger c = binomial((1 << rows) + cols - 2, cols - 1);
        return c.bitLength() > 62 ? Long.MAX_VALUE : c.longValue();
    }

    /** The tallies; counts are of labelled matrices, {@code classes} of column multisets solved. */
    public record Report(
            int rows,
            int cols,
            long classes,
            BigInteger matrices,
            BigInteger shortEitherWay,
            BigInteger cutEitherWay,
            BigInteger firstPlayerWins,
            BigInteger secondPlayerOnly,
            long classesShort,
            long classesCut,
            long classesFirst,
            long disagreements) {}

    /** Runs the census; {@code progress} hears the number of classes solved so far, now and then. */
    public Report run(LongConsumer progress) {
        int vectors = 1 << rows;
        int others = cols - 1;
        int[] multiset = new int[others]; // non-decreasing column vectors
        BigInteger[] factorial = new BigInteger[others + 1];
        factorial[0] = BigInteger.ONE;
        for (int i = 1; i <= others; i++) {
            factorial[i] = factorial[i - 1].multiply(BigInteger.valueOf(i));
        }
        BigInteger sh = BigInteger.ZERO;
        BigInteger cu = BigInteger.ZERO;
        BigInteger fi = BigInteger.ZERO;
        BigInteger second = BigInteger.ZERO;
        long cs = 0;
        long cc = 0;
        long cf = 0;
        long disagreements = 0;
        long done = 0;
        long[][] columns = new long[cols][1];
        columns[others][0] = 1; // the target e1
        while (true) {
            for (int j = 0; j < others; j++) {
                columns[j][0] = multiset[j];
            }
            MatroidGame game = MatroidGame.of(BinaryMatroid.ofColumns(rows, columns), others);
            BigInteger orderings = orderings(multiset, factorial);
            Analysis fast = EdmondsSolver.analyze(game, false).analysis();
            Analysis brute;
            try {
                brute = MatroidMinimax.analyze(game);
            } catch (IllegalStateException secondOnly) {
                // Brute force found a game won only by the second player: the theorem would be false.
                second = second.add(orderings);
                disagreements++;
                brute = null;
            }
            if (brute != null) {
                if (!brute.equals(fast)) {
                    disagreements++;
                }
                GameType type = brute.type();
                switch (type) {
                    case SHORT -> {
                        sh = sh.add(orderings);
                        cs++;
                    }
                    case CUT -> {
                        cu = cu.add(orderings);
                        cc++;
                    }
                    case FIRST -> {
                        fi = fi.add(orderings);
                        cf++;
                    }
                }
            }
            if (++done % 1000 == 0) {
                progress.accept(done);
            }
            if (!nextMultiset(multiset, vectors)) {
                break;
            }
        }
        progress.accept(done);
        // Nonzero targets: 2^k - 1 of them, each with the e1 tally. Zero target: a loop, Short has won, 2^(k(n-1))
        // matrices.
        BigInteger nonzero = BigInteger.valueOf(vectors - 1L);
        BigInteger zeroTarget = BigInteger.TWO.pow(rows * others);
        BigInteger matrices = BigInteger.TWO.pow(rows * cols);
        return new Report(
                rows,
                cols,
                done,
                matrices,
                sh.multiply(nonzero).add(zeroTarget),
                cu.multiply(nonzero),
                fi.multiply(nonzero),
                second.multiply(nonzero),
                cs,
                cc,
                cf,
                disagreements);
    }

    /** Distinct orderings of the multiset: (n-1)! over the product of the multiplicities' factorials. */
    private static BigInteger orderings(int[] multiset, BigInteger[] factorial) {
        BigInteger r = factorial[multiset.length];
        int run = 1;
        for (int i = 1; i <= multiset.length; i++) {
            if (i < multiset.length && multiset[i] == multiset[i - 1]) {
                run++;
            } else {
                r = r.divide(factorial[run]);
                run = 1;
            }
        }
        return r;
    }

    private static boolean nextMultiset(int[] a, int vectors) {
        int i = a.length - 1;
        while (i >= 0 && a[i] == vectors - 1) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        a[i]++;
        for (int j = i + 1; j < a.length; j++) {
            a[j] = a[i];
        }
        return true;
    }

    private static BigInteger binomial(int n, int k) {
        BigInteger r = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            r = r.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return r;
    }
}
