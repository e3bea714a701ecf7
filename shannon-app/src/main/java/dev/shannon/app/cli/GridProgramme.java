package dev.shannon.app.cli;

import dev.shannon.zdd.SubgraphKind;
import dev.shannon.zdd.Universe;
import dev.shannon.zdd.count.CountProgress;
import dev.shannon.zdd.count.GridCount;
import dev.shannon.zdd.count.GridCounter;
import dev.shannon.zdd.count.GridFamily;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.Optional;

/**
 * {@code count --method}: when {@code count} takes the frontier programme ({@link GridCounter}:
 * no diagram, counts modulo primes) instead of GraphSet, and the programme's progress line.
 * {@code dp} takes it for paths, Hamiltonian paths, cycles and Hamiltonian cycles of a {@code
 * --grid} when only the count is asked for; {@code zdd} never takes it; {@code auto} takes it for
 * paths and cycles, where it needs the CPU time of GraphSet's count in half its memory or less,
 * and so reaches grids GraphSet's count cannot within the heap (BENCHMARKS.md, "Counting without
 * a diagram"); the Hamiltonian families stay with GraphSet, whose spanning specs prune more.
 */
final class GridProgramme {
    /** How {@code count} counts. */
    enum Method {
        auto,
        dp,
        zdd
    }

    /** Progress lines start after this long, and come at most this often. */
    private static final long PROGRESS_NANOS = 10_000_000_000L;

    private GridProgramme() {}

    private static final String SIZE_REFUSAL = "needs a grid whose short side is at most " + GridCounter.MAX_SHORT_SIDE
            + " and (rows - 1)(columns - 1) at most " + GridCounter.MAX_BOUND_BITS;

    /**
     * Refuses {@code --method dp} on a grid too large for the programme from its shape alone, before
     * the grid's universe is built (a 2×524288 grid took seconds and 640 MB to be refused).
     */
    static void refuseTooLarge(Method method, int[] grid) {
        if (method != Method.dp || grid == null) {
            return;
        }
        long bound = (long) Math.max(0, grid[0] - 1) * Math.max(0, grid[1] - 1);
        if (Math.min(grid[0], grid[1]) > GridCounter.MAX_SHORT_SIDE || bound > GridCounter.MAX_BOUND_BITS) {
            throw new UsageError("--method dp " + SIZE_REFUSAL);
        }
    }

    /**
     * The count by the frontier programme, or empty when {@code method} leaves it to GraphSet.
     *
     * @param grid the grid's rows and columns, or null for a {@code --graph}
     * @param needsDiagram whether members, a sample, weights or the diagram's size are asked for
     * @throws UsageError for {@code --method dp} where the programme does not apply
     */
    static Optional<BigInteger> count(
            Method method,
            SubgraphKind kind,
            Universe u,
            int[] grid,
            String a,
            String b,
            boolean needsDiagram,
            PrintWriter err) {
        if (method == Method.zdd) {
            return Optional.empty();
        }
        Optional<GridFamily> family = GridFamily.find(kind.id());
        String refusal = null;
        int from = 0;
        int to = 0;
        if (grid == null) {
            refusal = "counts grids only (--grid RxC)";
        } else if (family.isEmpty()) {
            refusal = "counts paths, hamiltonian-paths, cycles and hamiltonian-cycles only";
        } else if (needsDiagram) {
            refusal = "gives the count only: --list, --sample, --min-weight and --zdd-size need the diagram";
        } else {
            if (kind.needsEnds()) {
                from = gridVertex(u, a, grid[1]);
                to = gridVertex(u, b, grid[1]);
            }
            if (!GridCounter.applies(family.get(), grid[0], grid[1], from, to)) {
                refusal = SIZE_REFUSAL;
            }
        }
        if (refusal != null) {
            if (method == Method.dp) {
                throw new UsageError("--method dp " + refusal);
            }
            return Optional.empty();
        }
        if (method == Method.auto && family.get().spanning()) {
            return Optional.empty(); // GraphSet's spanning specs prune more: the same time in less memory
        }
        long start = System.nanoTime();
        GridCounter.Options options = GridCounter.Options.defaults().withProgress(progressLine(err, start));
        GridCount c = GridCounter.count(family.get(), grid[0], grid[1], from, to, options);
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        if (seconds * 1_000_000_000L >= PROGRESS_NANOS) {
            err.printf(
                    "shannon: counted in %d s: %,d frontier states in all, %,d in the widest step, %.0f bytes a state"
                            + " there; %d moduli below 2^63 for a count below 2^%d, %d more checked%n",
                    seconds,
                    c.statesVisited(),
                    c.widestLevel(),
                    c.bytesPerState(),
                    c.moduliUsed(),
                    c.boundBits(),
                    c.checkModuli());
            err.flush();
        }
        return Optional.of(c.count());
    }

    /** Vertex r,c as r * cols + c (the name is checked by the universe first). */
    private static int gridVertex(Universe u, String name, int cols) {
        u.vertex(name);
        String[] rc = name.strip().split(",");
        return Integer.parseInt(rc[0].strip()) * cols + Integer.parseInt(rc[1].strip());
    }

    /**
     * Once a count has run 10 s, a line on standard error after each row, at most every 10 s (and
     * one with the programme's figures at the end).
     */
    private static CountProgress progressLine(PrintWriter err, long start) {
        return new CountProgress() {
            private long last = start;
            private String runLabel = "";

            @Override
            public void row(int done, int rows, int states) {
                long now = System.nanoTime();
                if (now - last >= PROGRESS_NANOS && done < rows) {
                    last = now;
                    err.printf(
                            "shannon: counting%s: row %d of %d swept, %,d frontier states, %d s%n",
                            runLabel, done, rows, states, (now - start) / 1_000_000_000L);
                    err.flush();
                }
            }

            @Override
            public void run(int run, int runs, int moduli) {
                runLabel = " (run " + run + " of " + runs + ")";
                // Like the row lines, only once the count has run 10 s: a count refused at its start
                // (too little memory, a time limit) then says so in one line.
                long now = System.nanoTime();
                if (now - start >= PROGRESS_NANOS) {
                    err.printf(
                            "shannon: counting: run %d of %d, %d of the moduli (all do not fit in memory at once), %d s%n",
                            run, runs, moduli, (now - start) / 1_000_000_000L);
                    err.flush();
                }
            }
        };
    }
}
