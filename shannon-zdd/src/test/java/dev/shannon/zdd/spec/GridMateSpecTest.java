package dev.shannon.zdd.spec;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.zdd.GraphSets;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.core.FrontierEngine;
import dev.shannon.zdd.core.MemoryBudget;
import dev.shannon.zdd.core.SearchSpec;
import dev.shannon.zdd.core.Zdd;
import dev.shannon.zdd.order.EdgeOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The parenthesis form of the mate state against {@link MateSpec} itself: the same reduced
 * diagram and, level by level, no more states (fewer only where a vertex with one edge left is
 * written fresh rather than inner, as TdZdd's PathZdd does), on every grid up to 5 × 5 and
 * random larger ones; and, on corner paths, exactly TdZdd's unreduced diagram.
 */
class GridMateSpecTest {

    /** What frontier search sees of a spec: per level, its states, and the terminals its branches reach. */
    record Walk(List<Integer> states, List<Integer> accepts, List<Integer> rejects) {}

    private static Walk walk(SearchSpec spec, int levels) {
        int words = spec.stateSize();
        List<Set<IntBuffer>> at = new ArrayList<>();
        for (int e = 0; e <= levels; e++) {
            at.add(new LinkedHashSet<>());
        }
        int[] state = new int[Math.max(1, words)];
        int first = spec.root(state, 0);
        if (first >= 0) {
            at.get(first).add(IntBuffer.wrap(Arrays.copyOf(state, words)));
        }
        Integer[] accepts = new Integer[levels];
        Integer[] rejects = new Integer[levels];
        Integer[] states = new Integer[levels];
        for (int e = 0; e < levels; e++) {
            int acc = 0;
            int rej = 0;
            for (IntBuffer s : at.get(e)) {
                int[] skip = Arrays.copyOf(s.array(), Math.max(1, words));
                int[] take = new int[Math.max(1, words)];
                long both = spec.children(skip, 0, take, 0, e);
                for (int side = 0; side < 2; side++) {
                    int c = (int) (side == 0 ? both : both >>> 32);
                    int[] child = side == 0 ? skip : take;
                    if (c == SearchSpec.ACCEPT) {
                        acc++;
                    } else if (c == SearchSpec.REJECT) {
                        rej++;
                    } else {
                        assertThat(c).isGreaterThan(e).isLessThan(levels);
                        at.get(c).add(IntBuffer.wrap(Arrays.copyOf(child, words)));
                    }
                }
            }
            states[e] = at.get(e).size();
            accepts[e] = acc;
            rejects[e] = rej;
            at.set(e, Set.of());
        }
        return new Walk(List.of(states), List.of(accepts), List.of(rejects));
    }

    private static Zdd build(SearchSpec spec, int levels) {
        return FrontierEngine.build(
                        levels, spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withLookahead(true))
                .zdd();
    }

    /** The grid spec decides exactly as MateSpec on {@code u}; returns the member count. */
    private static long sameAsMate(DecisionGraph u, int s, int t, boolean[] must, boolean cycles) {
        GridMateSpec grid = GridMateSpec.forGrid(u, s, t, must, cycles);
        assertThat(grid).as("recognised as a grid").isNotNull();
        MateSpec mate = new MateSpec(u, s, t, must, cycles);
        String what = u + " s=" + s + " t=" + t + " must=" + Arrays.toString(must) + " cycles=" + cycles;
        List<Integer> gridStates = walk(grid, u.edgeCount()).states();
        List<Integer> mateStates = walk(mate, u.edgeCount()).states();
        for (int e = 0; e < u.edgeCount(); e++) {
            assertThat(gridStates.get(e)).as(what + " level " + e).isLessThanOrEqualTo(mateStates.get(e));
        }
        Zdd a = build(grid, u.edgeCount());
        Zdd b = build(mate, u.edgeCount());
        assertThat(a.nodeCount()).as(what).isEqualTo(b.nodeCount());
        assertThat(a.sameFamily(b)).as(what).isTrue();
        return FrontierEngine.count(u.edgeCount(), grid, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT)
                .count()
                .longValueExact();
    }

    private static boolean[] all(int n) {
        boolean[] must = new boolean[n];
        Arrays.fill(must, true);
        return must;
    }

    private static boolean[] random(int n, SplittableRandom rnd) {
        boolean[] must = new boolean[n];
        for (int v = 0; v < n; v++) {
            must[v] = rnd.nextInt(4) == 0;
        }
        return must;
    }

    @Test
    void everyGridUpToFiveByFive() {
        SplittableRandom rnd = new SplittableRandom(7);
        for (int rows = 1; rows <= 5; rows++) {
            for (int cols = 1; cols <= 5; cols++) {
                Universe u = Universe.grid(rows, cols, EdgeOrder.AS_GIVEN);
                int n = rows * cols;
                for (int s = 0; s < n; s++) {
                    for (int t = 0; t < n; t++) {
                        sameAsMate(u, s, t, null, false);
                        sameAsMate(u, s, t, all(n), false);
                        if (rows * cols <= 16) {
                            sameAsMate(u, s, t, random(n, rnd), false);
                        }
                    }
                }
                sameAsMate(u, -1, -1, null, true);
                sameAsMate(u, -1, -1, all(n), true);
                for (int i = 0; i < 4; i++) {
                    sameAsMate(u, -1, -1, random(n, rnd), true);
                }
            }
        }
    }

    @Property(tries = 40)
    void randomLargerGrids(
            @ForAll @IntRange(min = 2, max = 8) int rows,
            @ForAll @IntRange(min = 2, max = 8) int cols,
            @ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Universe u = Universe.grid(Math.max(rows, cols), Math.min(rows, cols));
        int n = u.vertexCount();
        int s = rnd.nextInt(n);
        int t = rnd.nextInt(n);
        sameAsMate(u, s, t, null, false);
        sameAsMate(u, s, t, random(n, rnd), false);
        if (n <= 30) {
            sameAsMate(u, s, t, all(n), false);
            sameAsMate(u, -1, -1, all(n), true);
        }
        sameAsMate(u, -1, -1, random(n, rnd), true);
    }

    /**
     * The partner scans against a stack, on random words of balanced parentheses (OPEN_L 6,
     * OPEN_R 7) among the other values (0-3), up to 21 columns.
     */
    @Property(tries = 300)
    void partnersAreTheMatchingParentheses(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int cols = 1 + rnd.nextInt(GridMateSpec.MAX_COLUMNS);
        int[] value = new int[cols];
        int open = 0;
        for (int c = 0; c < cols; c++) {
            int left = cols - c;
            int r = rnd.nextInt(3);
            if (open == left || open > 0 && r == 0) {
                value[c] = 7;
                open--;
            } else if (open + 1 < left && r == 1) {
                value[c] = 6;
                open++;
            } else {
                value[c] = rnd.nextInt(4);
            }
        }
        long x = 0;
        for (int c = 0; c < cols; c++) {
            x |= (long) value[c] << 3 * c;
        }
        int[] stack = new int[cols];
        int depth = 0;
        for (int c = 0; c < cols; c++) {
            if (value[c] == 6) {
                stack[depth++] = c;
            } else if (value[c] == 7) {
                int o = stack[--depth];
                assertThat(GridMateSpec.partnerRight(x, 3 * o))
                        .as(Long.toOctalString(x))
                        .isEqualTo(3 * c);
                assertThat(GridMateSpec.partnerLeft(x, 3 * c))
                        .as(Long.toOctalString(x))
                        .isEqualTo(3 * o);
            }
        }
    }

    /**
     * The spec on runs of states as longs ({@link GridMateSpec#children(long[], int, int, int,
     * long[])}, which the engine calls, a whole level a run) against the same spec on its ints,
     * both branches in one call and each on its own ({@code child}, as an intersection of specs
     * calls it), state by state: the same two levels and the same two children, for every state
     * reached level by level (until {@code cap} are). The decisions themselves are checked
     * against MateSpec above.
     */
    private static void sameOnLongs(GridMateSpec spec, int levels, int cap, String what) {
        int words = spec.stateSize();
        assertThat(spec.onLongs()).isTrue();
        List<Set<Long>> at = new ArrayList<>();
        for (int e = 0; e < levels; e++) {
            at.add(new LinkedHashSet<>());
        }
        int[] ints = new int[2];
        int first = spec.root(ints, 0);
        if (first >= 0) {
            at.get(first).add(SearchSpec.pack(ints, words));
        }
        int reached = 0;
        for (int e = 0; e < levels && reached < cap; e++) {
            // The level's states in one run, from an offset, as the engine hands them over.
            long[] keys = new long[at.get(e).size() + 1];
            int n = 0;
            for (long key : at.get(e)) {
                keys[1 + n++] = key;
            }
            reached += n;
            long[] out = new long[SearchSpec.CHILDREN * n];
            Arrays.fill(out, -7);
            spec.children(keys, 1, n, e, out);
            for (int i = 0; i < n; i++) {
                long key = keys[1 + i];
                String where = what + " edge " + e + " state " + Long.toOctalString(key);
                // Both branches in one call on the ints, from offsets.
                int[] skip = new int[words + 3];
                int[] take = new int[words + 1];
                SearchSpec.unpack(key, words, ints);
                System.arraycopy(ints, 0, skip, 3, words);
                long both = spec.children(skip, 3, take, 1, e);
                assertThat(out[SearchSpec.CHILDREN * i]).as(where).isEqualTo(both);
                for (int side = 0; side < 2; side++) {
                    int c = (int) (side == 0 ? both : both >>> 32);
                    // Each branch on its own, as an intersection of specs asks for it.
                    int[] one = new int[words + 2];
                    System.arraycopy(ints, 0, one, 2, words);
                    assertThat(spec.child(one, 2, e, side == 1))
                            .as(where + " side " + side)
                            .isEqualTo(c);
                    if (c < 0) {
                        continue;
                    }
                    int[] child =
                            side == 0 ? Arrays.copyOfRange(skip, 3, 3 + words) : Arrays.copyOfRange(take, 1, 1 + words);
                    assertThat(Arrays.copyOfRange(one, 2, 2 + words))
                            .as(where + " side " + side)
                            .isEqualTo(child);
                    long packed = SearchSpec.pack(child, words);
                    assertThat(out[SearchSpec.CHILDREN * i + 1 + side])
                            .as(where + " side " + side)
                            .isEqualTo(packed);
                    assertThat(packed).as("a state keeps the sign bit clear").isNotNegative();
                    at.get(c).add(packed);
                }
            }
            at.set(e, Set.of());
        }
    }

    /** Every reachable state of every path and cycle family on every grid up to 5 × 5. */
    @Test
    void onLongsAsOnIntsUpToFiveByFive() {
        SplittableRandom rnd = new SplittableRandom(11);
        for (int rows = 1; rows <= 5; rows++) {
            for (int cols = 1; cols <= 5; cols++) {
                Universe u = Universe.grid(rows, cols, EdgeOrder.AS_GIVEN);
                int n = rows * cols;
                int m = u.edgeCount();
                for (int s = 0; s < n; s++) {
                    for (int t = 0; t < n; t++) {
                        String what = rows + "x" + cols + " s=" + s + " t=" + t;
                        sameOnLongs(GridMateSpec.forGrid(u, s, t, null, false), m, 1 << 20, what);
                        sameOnLongs(GridMateSpec.forGrid(u, s, t, all(n), false), m, 1 << 20, what + " all");
                        sameOnLongs(GridMateSpec.forGrid(u, s, t, random(n, rnd), false), m, 1 << 20, what + " some");
                    }
                }
                sameOnLongs(GridMateSpec.forGrid(u, -1, -1, null, true), m, 1 << 20, rows + "x" + cols + " cycles");
                sameOnLongs(
                        GridMateSpec.forGrid(u, -1, -1, all(n), true), m, 1 << 20, rows + "x" + cols + " all cycles");
                sameOnLongs(
                        GridMateSpec.forGrid(u, -1, -1, random(n, rnd), true),
                        m,
                        1 << 20,
                        rows + "x" + cols + " some cycles");
            }
        }
    }

    /**
     * Random grids up to {@value GridMateSpec#MAX_COLUMNS} columns decided row-major, so states of
     * one int and of two up to the last column's bits, the first 30,000 states reached.
     */
    @Property(tries = 60)
    void onLongsAsOnIntsOnWideGrids(
            @ForAll @IntRange(min = 1, max = 9) int rows,
            @ForAll @IntRange(min = 1, max = GridMateSpec.MAX_COLUMNS) int cols,
            @ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        Universe u = Universe.grid(rows, cols, EdgeOrder.AS_GIVEN);
        int n = u.vertexCount();
        int m = u.edgeCount();
        int s = rnd.nextInt(n);
        int t = rnd.nextInt(n);
        String what = rows + "x" + cols + " s=" + s + " t=" + t;
        sameOnLongs(GridMateSpec.forGrid(u, s, t, null, false), m, 30_000, what);
        sameOnLongs(GridMateSpec.forGrid(u, 0, n - 1, random(n, rnd), false), m, 30_000, what + " corners, some");
        sameOnLongs(GridMateSpec.forGrid(u, s, t, all(n), false), m, 30_000, what + " all");
        sameOnLongs(GridMateSpec.forGrid(u, -1, -1, random(n, rnd), true), m, 30_000, what + " cycles, some");
    }

    /** OEIS A007764: corner-to-corner paths on the k × k grid, k = 1 .. 9. */
    @Test
    void cornerPathsAreA007764() {
        long[] a007764 = {1, 2, 12, 184, 8512, 1262816, 575780564L, 789360053252L, 3266598486981642L};
        for (int k = 1; k <= 9; k++) {
            Universe g = Universe.grid(k, k);
            FrontierSpec spec = PathSpec.between(g, 0, k * k - 1);
            assertThat(spec).isInstanceOf(GridMateSpec.class);
            assertThat(FrontierEngine.count(
                                    g.edgeCount(), spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT)
                            .count()
                            .longValueExact())
                    .isEqualTo(a007764[k - 1]);
        }
    }

    /**
     * The unreduced diagram of corner paths on the k × k grid, k = 2 .. 10, has as many nodes as
     * TdZdd's (95ad69d, {@code ddpaths -count} on the grid's adjacency list, which pairs its first
     * and last vertex: PathZdd with lookahead), whose mate writes a fresh vertex skipped at its
     * last edge but one as used up; the reduced diagram's size is TdZdd's too.
     */
    @Test
    void cornerPathsBuildTdZddsUnreducedDiagram() {
        long[] unreduced = {4, 28, 144, 636, 2551, 9597, 34555, 120575, 411097};
        long[] reduced = {4, 27, 134, 583, 2323, 8729, 31481, 110189, 377106};
        for (int k = 2; k <= 10; k++) {
            Universe g = Universe.grid(k, k);
            FrontierSpec spec = PathSpec.between(g, 0, k * k - 1);
            FrontierEngine.Built built = FrontierEngine.build(
                    g.edgeCount(), spec, MemoryBudget.unlimited(), FrontierEngine.Options.DEFAULT.withLookahead(true));
            assertThat(built.stats().unreducedNodes()).as("k=" + k).isEqualTo(unreduced[k - 2]);
            assertThat(built.zdd().nodeCount()).as("k=" + k).isEqualTo(reduced[k - 2]);
        }
    }

    /** A grid with its vertices renumbered and its edges turned round is still recognised. */
    @Test
    void anyUniverseOfTheShapeQualifies() {
        int rows = 4;
        int cols = 3;
        int n = rows * cols;
        int[] name = {7, 2, 11, 0, 5, 9, 1, 4, 10, 3, 8, 6};
        Universe.Builder b = Universe.builder();
        for (int v = 0; v < n; v++) {
            b.addVertex("x" + v);
        }
        Universe plain = Universe.grid(rows, cols, EdgeOrder.AS_GIVEN);
        for (int e = 0; e < plain.edgeCount(); e++) {
            int x = name[plain.edgeU(e)];
            int y = name[plain.edgeV(e)];
            if (e % 3 == 0) {
                b.addEdge(y, x);
            } else {
                b.addEdge(x, y);
            }
        }
        Universe u = b.build(EdgeOrder.AS_GIVEN);
        assertThat(PathSpec.between(u, name[0], name[n - 1])).isInstanceOf(GridMateSpec.class);
        assertThat(sameAsMate(u, name[0], name[n - 1], null, false)).isEqualTo(38);
        assertThat(sameAsMate(u, name[1], name[10], all(n), false)).isEqualTo(sameAsMate(plain, 1, 10, all(n), false));
    }

    @Test
    void otherUniversesKeepMateSpec() {
        Map<String, Universe> others = new HashMap<>();
        Universe grid = Universe.grid(4, 4, EdgeOrder.AS_GIVEN);
        Universe.Builder reversed = Universe.builder();
        for (int e = grid.edgeCount() - 1; e >= 0; e--) {
            reversed.addEdge(grid.name(grid.edgeU(e)), grid.name(grid.edgeV(e)));
        }
        others.put("reversed", reversed.build(EdgeOrder.AS_GIVEN));
        Universe.Builder missing = Universe.builder();
        Universe.Builder swapped = Universe.builder();
        Universe.Builder extra = Universe.builder();
        for (int e = 0; e < grid.edgeCount(); e++) {
            if (e != 5) {
                missing.addEdge(grid.name(grid.edgeU(e)), grid.name(grid.edgeV(e)));
            }
            int f = e == 0 ? 1 : e == 1 ? 0 : e;
            swapped.addEdge(grid.name(grid.edgeU(f)), grid.name(grid.edgeV(f)));
            extra.addEdge(grid.name(grid.edgeU(e)), grid.name(grid.edgeV(e)));
        }
        extra.addEdge("0,0", "3,3");
        others.put("an edge missing", missing.build(EdgeOrder.AS_GIVEN));
        others.put("two edges swapped", swapped.build(EdgeOrder.AS_GIVEN));
        others.put("an extra edge", extra.build(EdgeOrder.AS_GIVEN));
        others.put("wider than 21 columns", Universe.grid(2, 22, EdgeOrder.AS_GIVEN));
        Universe.Builder isolated = Universe.builder();
        for (int e = 0; e < grid.edgeCount(); e++) {
            isolated.addEdge(grid.name(grid.edgeU(e)), grid.name(grid.edgeV(e)));
        }
        isolated.addVertex("alone");
        others.put("an isolated vertex", isolated.build(EdgeOrder.AS_GIVEN));
        for (Map.Entry<String, Universe> o : others.entrySet()) {
            Universe u = o.getValue();
            assertThat(PathSpec.between(u, 0, 1)).as(o.getKey()).isInstanceOf(MateSpec.class);
            assertThat(CycleSpec.all(u)).as(o.getKey()).isInstanceOf(MateSpec.class);
        }
        assertThat(CycleSpec.all(grid)).isInstanceOf(GridMateSpec.class);
        assertThat(PathSpec.hamiltonian(Universe.grid(3, 21, EdgeOrder.AS_GIVEN), 0, 62))
                .isInstanceOf(GridMateSpec.class);
    }

    /**
     * A grid wider than tall is decided column-major, the row-major order of its transpose, so it
     * gets this spec too (it fell back to the general mate states, 10x slower at 13x17; audit8),
     * with the same families as the tall grid it transposes.
     */
    @Test
    void wideGridsAreDecidedAsTheirTranspose() {
        for (int[] shape : new int[][] {{2, 3}, {3, 5}, {4, 7}, {13, 17}}) {
            int rows = shape[0];
            int cols = shape[1];
            Universe wide = Universe.grid(rows, cols);
            int far = rows * cols - 1;
            assertThat(PathSpec.between(wide, 0, far)).isInstanceOf(GridMateSpec.class);
            assertThat(CycleSpec.all(wide)).isInstanceOf(GridMateSpec.class);
            if (rows * cols > 40) {
                continue;
            }
            Universe tall = Universe.grid(cols, rows);
            Universe general = Universe.grid(rows, cols, EdgeOrder.AS_GIVEN);
            int middle = (rows / 2) * cols + cols / 2;
            assertThat(GraphSets.paths(wide, 0, far).count())
                    .isEqualTo(GraphSets.paths(tall, 0, far).count());
            assertThat(GraphSets.paths(wide, 1, middle).count())
                    .isEqualTo(GraphSets.paths(general, 1, middle).count());
            assertThat(GraphSets.cycles(wide).count())
                    .isEqualTo(GraphSets.cycles(general).count());
            assertThat(GraphSets.hamiltonianPaths(wide, 0, far).count())
                    .isEqualTo(GraphSets.hamiltonianPaths(general, 0, far).count());
        }
    }
}
