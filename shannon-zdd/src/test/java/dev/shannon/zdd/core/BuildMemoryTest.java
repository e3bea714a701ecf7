package dev.shannon.zdd.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.zdd.Universe;
import dev.shannon.zdd.spec.PathSpec;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The memory structures of a build against plain references: chunked sequences that extend,
 * truncate into a {@link ChunkStock} and take from it ({@link IntChunks}), the array pool's size
 * classes, and a build large enough that the reduced diagram is written into the chunks its links
 * let go.
 */
class BuildMemoryTest {

    /** Random extends, writes, truncations and appends on two sequences sharing a stock, mirrored in lists. */
    @Property(tries = 40)
    void chunkedSequencesSharingAStockMatchPlainLists(@ForAll("seeds") long seed) {
        Random random = new Random(seed);
        MemoryBudget budget = MemoryBudget.unlimited();
        ChunkStock stock = new ChunkStock(budget);
        IntChunks a = new IntChunks(budget, "a", stock);
        IntChunks b = new IntChunks(budget, "b", stock);
        List<Integer> ra = new ArrayList<>();
        List<Integer> rb = new ArrayList<>();
        int big = 3 * IntChunks.SIZE;
        for (int step = 0; step < 30; step++) {
            switch (random.nextInt(4)) {
                case 0 -> {
                    // Extend a by up to a chunk and a half and write every new entry.
                    int n = random.nextInt(IntChunks.SIZE * 3 / 2);
                    if (ra.size() + n > big) {
                        break;
                    }
                    int at = a.extend(n);
                    assertThat(at).isEqualTo(ra.size());
                    for (int i = 0; i < n; i++) {
                        int x = random.nextInt();
                        a.set(at + i, x);
                        ra.add(x);
                    }
                }
                case 1 -> {
                    int n = random.nextInt(ra.size() + 1);
                    a.truncate(n);
                    ra.subList(n, ra.size()).clear();
                }
                case 2 -> {
                    int n = random.nextInt(IntChunks.SIZE);
                    for (int i = 0; i < n; i++) {
                        int x = random.nextInt();
                        b.add(x);
                        rb.add(x);
                    }
                }
                default -> {
                    // Overwrite a few entries of a.
                    for (int i = 0; i < 100 && !ra.isEmpty(); i++) {
                        int j = random.nextInt(ra.size());
                        int x = random.nextInt();
                        a.set(j, x);
                        ra.set(j, x);
                    }
                }
            }
            assertThat(a.size()).isEqualTo(ra.size());
            assertThat(b.size()).isEqualTo(rb.size());
            for (int i = 0; i < ra.size(); i += 1 + random.nextInt(97)) {
                assertThat(a.get(i)).isEqualTo(ra.get(i));
            }
        }
        int[][] frozen = b.freeze();
        int i = 0;
        for (int[] chunk : frozen) {
            for (int x : chunk) {
                assertThat(x).isEqualTo(rb.get(i++));
            }
        }
        assertThat(i).isEqualTo(rb.size());
        // Every byte is accounted: b's chunks (trimmed by freeze, which copies the last one),
        // a's, and the stock's.
        a.free();
        stock.close();
        long frozenBytes = 0;
        for (int[] chunk : frozen) {
            frozenBytes += 4L * chunk.length;
        }
        assertThat(budget.used()).isBetween(frozenBytes, frozenBytes + 4L * IntChunks.SIZE);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Long> seeds() {
        return net.jqwik.api.Arbitraries.longs();
    }

    @Test
    void truncatingHandsWholeChunksToTheStockAndTheNextSequenceTakesThem() {
        MemoryBudget budget = MemoryBudget.unlimited();
        ChunkStock stock = new ChunkStock(budget);
        IntChunks links = new IntChunks(budget, "links", stock);
        links.extend(3 * IntChunks.SIZE + 5);
        long reserved = budget.used();
        links.truncate(IntChunks.SIZE + 1);
        assertThat(stock.size()).isEqualTo(2);
        // Chunks 2 and 3 lie wholly past the new end (the last holds only 5 entries).
        IntChunks nodes = new IntChunks(budget, "nodes", stock);
        for (int i = 0; i < 2 * IntChunks.SIZE; i++) {
            nodes.add(i);
        }
        assertThat(stock.size()).isZero();
        assertThat(budget.used()).isEqualTo(reserved);
        assertThat(nodes.get(2 * IntChunks.SIZE - 1)).isEqualTo(2 * IntChunks.SIZE - 1);
        assertThatThrownBy(() -> links.truncate(links.size() + 1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    /** Size classes: at least the request, less than a quarter more, and a class is its own class. */
    @Property
    void sizeClassesRoundUpByLessThanAQuarter(@ForAll @IntRange(min = 1, max = Integer.MAX_VALUE - 16) int n) {
        int c = ArrayPool.sizeClass(n);
        assertThat(c).isGreaterThanOrEqualTo(n);
        assertThat((long) c).isLessThanOrEqualTo(n + n / 4L + 1);
        assertThat(ArrayPool.sizeClass(c)).isEqualTo(c);
    }

    @Test
    void thePoolReusesAnArrayForASlightlyLargerRequestAndZeroesWhenAsked() {
        MemoryBudget budget = MemoryBudget.unlimited();
        try (ArrayPool pool = new ArrayPool(budget)) {
            long[] a = pool.scratchLongs(100_000, "test");
            a[5] = 7;
            pool.give(a);
            long[] b = pool.longs(100_500, "test");
            assertThat(b).isSameAs(a);
            assertThat(b[5]).isZero();
            pool.give(b);
            // Far larger: a fresh array, the pooled one stays.
            long[] c = pool.scratchLongs(400_000, "test");
            assertThat(c).isNotSameAs(a);
            assertThat(pool.pooledBytes()).isEqualTo(8L * a.length);
        }
        assertThat(budget.used()).isEqualTo(8L * ArrayPool.sizeClass(400_000));
    }

    @Test
    void aPoolByPurposeReusesAnArrayOnlyForWhatItWasMadeFor() {
        MemoryBudget budget = MemoryBudget.unlimited();
        try (ArrayPool pool = new ArrayPool(budget, 2, true)) {
            long[] counts = pool.scratchLongs(50_000, "counts");
            pool.give(counts);
            assertThat(pool.scratchLongs(50_000, "records")).isNotSameAs(counts);
            long[] again = pool.scratchLongs(49_000, "counts");
            assertThat(again).isSameAs(counts);
            // Given back again under the purpose it was taken for.
            pool.give(again);
            assertThat(pool.scratchLongs(50_000, "counts")).isSameAs(counts);
        }
        try (ArrayPool shared = new ArrayPool(budget, 1, false)) {
            long[] counts = shared.scratchLongs(50_000, "counts");
            shared.give(counts);
            assertThat(shared.scratchLongs(50_000, "records")).isSameAs(counts);
        }
    }

    /**
     * 10×10 grid paths: about 400,000 unreduced nodes, so links and reduced nodes span several
     * chunks and the reduction writes into the links' chunks. The diagram keeps its invariants,
     * counts A007764(10) when counted from its nodes, has the known size, and the same with two
     * threads sharing every level.
     */
    @Test
    void aBuildAcrossChunksReducesIntoTheLinksMemory() {
        Universe g = Universe.grid(10, 10);
        BigInteger expected = new BigInteger("41044208702632496804");
        for (int threads = 1; threads <= 2; threads++) {
            MemoryBudget budget = MemoryBudget.unlimited();
            FrontierEngine.Built built = FrontierEngine.build(
                    g.edgeCount(),
                    PathSpec.between(g, 0, 99),
                    budget,
                    FrontierEngine.Options.DEFAULT
                            .withLookahead(true)
                            .withThreads(threads)
                            .sharingFrom(0));
            built.zdd().checkInvariants();
            assertThat(built.count()).isEqualTo(expected);
            assertThat(built.zdd().nodeCount()).isEqualTo(377_106);
            assertThat(ZddCounts.of(built.zdd(), MemoryBudget.unlimited())
                            .count(built.zdd().root()))
                    .isEqualTo(expected);
            // What stays reserved is the diagram itself: two columns of the reduced nodes.
            assertThat(budget.used()).isLessThanOrEqualTo(2L * 4 * (built.zdd().size() + IntChunks.SIZE));
        }
    }
}
