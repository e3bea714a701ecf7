package dev.shannon.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Matroid partition against brute force: the parts stay disjoint and independent, and they are as large as possible. */
class MatroidPartitionTest {
    @Property(tries = 300)
    void twoPartsReachTheLargestUnion(
            @ForAll @IntRange(min = 2, max = 5) int p,
            @ForAll @IntRange(min = 1, max = 5) int rows,
            @ForAll @IntRange(min = 1, max = 10) int cols,
            @ForAll long seed) {
        if (!LinearMatroid.isPrime(p)) {
            return;
        }
        Random rnd = new Random(seed);
        Matroid m = RandomMatroids.matrix(rnd, p, rows, cols);
        MatroidPartition partition = new MatroidPartition(m, 2);
        long[] order = Bits.empty(cols);
        int held = cols - 1 - rnd.nextInt(cols); // keep one element back to test a failing addition
        for (int x = 0; x < cols; x++) {
            if (x != held) {
                Bits.set(order, x);
            }
        }
        partition.addAll(order);
        long[] a = partition.part(0);
        long[] b = partition.part(1);
        assertThat(Bits.intersects(a, b)).isFalse();
        assertThat(m.isIndependent(a)).isTrue();
        assertThat(m.isIndependent(b)).isTrue();
        // Brute force, no theorem: the largest |I1| + r(X - I1) over independent I1 inside X.
        assertThat(partition.size()).isEqualTo(largestUnion(m, order[0]));
        if (!partition.add(held)) {
            long[] reached = partition.lastReached();
            int r = m.rank(reached);
            // Each part's share of the reached set spans it: the certificate that the union spans the element.
            long[] ra = a.clone();
            long[] rb = b.clone();
            for (int w = 0; w < ra.length; w++) {
                ra[w] &= reached[w];
                rb[w] &= reached[w];
            }
            assertThat(m.rank(ra)).isEqualTo(r);
            assertThat(m.rank(rb)).isEqualTo(r);
            assertThat(largestUnion(m, order[0] | 1L << held)).isEqualTo(partition.size());
        } else {
            assertThat(largestUnion(m, order[0] | 1L << held)).isEqualTo(partition.size());
            assertThat(m.isIndependent(partition.part(0))).isTrue();
            assertThat(m.isIndependent(partition.part(1))).isTrue();
        }
    }

    private static int largestUnion(Matroid m, long x) {
        int best = 0;
        for (long s = x; ; s = (s - 1) & x) {
            long[] i1 = {s};
            if (m.isIndependent(i1)) {
                best = Math.max(best, Long.bitCount(s) + m.rank(new long[] {x & ~s}));
            }
            if (s == 0) {
                break;
            }
        }
        return best;
    }
}
