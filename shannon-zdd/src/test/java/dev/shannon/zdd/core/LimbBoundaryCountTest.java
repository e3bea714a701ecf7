package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.zdd.Universe;
import dev.shannon.zdd.order.EdgeOrder;
import dev.shannon.zdd.spec.DegreeSpec;
import dev.shannon.zdd.spec.EdgeCountSpec;
import dev.shannon.zdd.spec.FrontierSpec;
import java.math.BigInteger;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Counts that land on and just past the limbs' boundaries. The reduction adds the children's
 * counts in limbs of 63 bits, one- and two-limb sums without a test of the width per node, and
 * detects a carry out of the top limb from the sum's high bits: on a path of {@code m} edges the
 * families below have exact counts of 62 to 190 bits, so every carry case (none, into the second
 * limb, out of the second into a third) is met, on one thread and with the sums shared. The
 * diagrams are node for node the same: on two threads a carry in the second range of a level
 * comes after the first range has been numbered, and the retried sum keeps those numbers.
 */
class LimbBoundaryCountTest {
    private static final List<FrontierEngine.Options> OPTIONS = List.of(
            FrontierEngine.Options.DEFAULT,
            FrontierEngine.Options.DEFAULT.withThreads(2).sharingFrom(0),
            FrontierEngine.Options.DEFAULT.withThreads(3).sharingFrom(1).joiningFrom(2));

    @ParameterizedTest
    @ValueSource(ints = {62, 63, 64, 126, 127, 189})
    void countsAcrossTheLimbBoundariesAreExact(int m) {
        Universe path = path(m);
        BigInteger all = BigInteger.ONE.shiftLeft(m);
        check(m, path, u -> new EdgeCountSpec(u, 0, m), all);
        check(m, path, u -> new EdgeCountSpec(u, 0, m - 1), all.subtract(BigInteger.ONE));
        check(m, path, u -> new EdgeCountSpec(u, m / 2, m / 2), binomial(m, m / 2));
        check(m, path, DegreeSpec::matchings, fibonacci(m + 2));
    }

    private static void check(int m, Universe u, Function<Universe, FrontierSpec> spec, BigInteger expected) {
        FrontierEngine.Built one = null;
        for (FrontierEngine.Options options : OPTIONS) {
            FrontierEngine.Built built = FrontierEngine.build(m, spec.apply(u), MemoryBudget.unlimited(), options);
            FrontierEngine.Counted counted = FrontierEngine.count(m, spec.apply(u), MemoryBudget.unlimited(), options);
            assertThat(built.count()).as("build, %s", options).isEqualTo(expected);
            assertThat(counted.count()).as("count, %s", options).isEqualTo(expected);
            if (one == null) {
                one = built;
            }
            ParallelSearchTest.assertSameNodes(built.zdd(), one.zdd());
        }
    }

    private static Universe path(int m) {
        Universe.Builder builder = Universe.builder();
        for (int i = 0; i < m; i++) {
            builder.addEdge("v" + i, "v" + (i + 1));
        }
        return builder.build(EdgeOrder.AS_GIVEN);
    }

    private static BigInteger binomial(int n, int k) {
        BigInteger c = BigInteger.ONE;
        for (int i = 0; i < k; i++) {
            c = c.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return c;
    }

    /** F(0) = 0, F(1) = 1: a path of m edges has F(m + 2) matchings. */
    private static BigInteger fibonacci(int n) {
        BigInteger a = BigInteger.ZERO;
        BigInteger b = BigInteger.ONE;
        for (int i = 0; i < n; i++) {
            BigInteger next = a.add(b);
            a = b;
            b = next;
        }
        return a;
    }
}
