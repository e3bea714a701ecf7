package dev.shannon.zdd.count;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class ModuliTest {
    private static final Moduli FIVE = Moduli.largestPrimesBelow2To63(5);

    @Test
    void theModuliArePrimesJustBelow2To63() {
        for (int i = 0; i < FIVE.size(); i++) {
            long p = FIVE.modulus(i);
            assertThat(p).isGreaterThan(1L << 62); // and below 2^63, as every positive long
            assertThat(BigInteger.valueOf(p).isProbablePrime(100)).isTrue();
            if (i > 0) {
                assertThat(p).isLessThan(FIVE.modulus(i - 1));
            }
        }
    }

    @Test
    void neededModuliJustExceedTheBound() {
        for (int bits : new int[] {0, 1, 61, 62, 123, 124, 256, 1000}) {
            int n = Moduli.neededAbove(bits);
            Moduli m = Moduli.largestPrimesBelow2To63(n);
            assertThat(m.product(n)).as("bits %d", bits).isGreaterThan(BigInteger.ONE.shiftLeft(bits));
            assertThat(n == 1 || m.product(n - 1).compareTo(BigInteger.ONE.shiftLeft(bits)) <= 0)
                    .as("bits %d", bits)
                    .isTrue();
        }
    }

    @Property(tries = 300)
    void additionIsModular(
            @ForAll @LongRange(min = 0) long a,
            @ForAll @LongRange(min = 0) long b,
            @ForAll @IntRange(max = 4) int lane) {
        long p = FIVE.modulus(lane);
        long x = a % p;
        long y = b % p;
        BigInteger want = BigInteger.valueOf(x).add(BigInteger.valueOf(y)).mod(BigInteger.valueOf(p));
        assertThat(Moduli.add(x, y, p)).isEqualTo(want.longValueExact());
    }

    @Test
    void additionAtTheEdges() {
        long p = FIVE.modulus(0);
        assertThat(Moduli.add(p - 1, p - 1, p)).isEqualTo(p - 2);
        assertThat(Moduli.add(p - 1, 1, p)).isZero();
        assertThat(Moduli.add(0, 0, p)).isZero();
        assertThat(Moduli.add(p - 2, 1, p)).isEqualTo(p - 1);
    }

    @Property(tries = 200)
    void theChineseRemainderRebuildsAnyNumberBelowTheProduct(
            @ForAll @IntRange(min = 1, max = 5) int count, @ForAll long seed) {
        BigInteger product = FIVE.product(count);
        BigInteger x = new BigInteger(product.bitLength() + 8, new java.util.Random(seed)).mod(product);
        long[] residues = new long[count];
        for (int i = 0; i < count; i++) {
            residues[i] = x.mod(BigInteger.valueOf(FIVE.modulus(i))).longValueExact();
        }
        assertThat(FIVE.combine(residues, count)).isEqualTo(x);
    }
}
