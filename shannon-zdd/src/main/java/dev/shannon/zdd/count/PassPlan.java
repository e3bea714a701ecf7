package dev.shannon.zdd.count;

/**
 * How many moduli one run of the programme carries, chosen before the first run from an estimate
 * of the widest step, so that a count too large for all moduli at once goes in groups from the
 * start instead of failing at its widest step and starting again with half as many (that fallback
 * stays, for an estimate that falls short).
 *
 * <p>The estimate: the widest step of corner-to-corner paths, measured at short sides w = 13 … 18
 * (143,598; 393,876; 1,085,790; 8,359,206 at 17; 23,325,804 at 18 states), grows by 2.74–2.79 a
 * column, and 1.15 × 10^6 · 2.8^(w − 15) lies above each; cycles are about as wide, the
 * Hamiltonian families narrower (the frontier fills with arcs sooner on a longer grid, never more
 * than this). Memory: the successors of two steps in flight, about two records a state of the
 * widest step, and the partly filled last block of each partition of both (half a block each on
 * average), a record being 8 bytes for the key and 8 a modulus; and the batch and table of the
 * partition being merged (BENCHMARKS.md, "Counting without a diagram", has the bytes a state
 * measured).
 */
final class PassPlan {
    private PassPlan() {}

    /** The estimated widest step on a frontier of short side {@code w}. */
    static double widestStates(int w) {
        return 1.15e6 * Math.pow(2.8, w - 15);
    }

    /** The estimated bytes of a run carrying {@code lanes} moduli on a frontier of short side {@code w}. */
    static double bytes(int w, int lanes) {
        double widest = widestStates(w);
        // a partition for each PARTITION_TARGET successors (about 1.6 a state), at most MAX_PARTITIONS
        double partitions = Math.min(StateLevels.MAX_PARTITIONS, 1 + 1.6 * widest / StateLevels.PARTITION_TARGET);
        // the batch a partition is merged into (up to 5/4 of a partition's successors, taken as at
        // most twice the target) and its table (12 bytes a slot, at most four slots a successor)
        double batch = 1.25 * 2 * StateLevels.PARTITION_TARGET;
        double table = 12.0 * 4 * 2 * StateLevels.PARTITION_TARGET;
        double records = 2 * widest + partitions * StateLevels.BLOCK + batch;
        return records * 8 * (1 + lanes) + table;
    }

    /**
     * Moduli a run: all {@code moduli} if they fit {@code memoryLimit} by the estimate, else as few
     * runs as fit, the moduli spread evenly over them (at least one a run).
     */
    static int moduliPerPass(int w, int moduli, long memoryLimit) {
        int fits = moduli;
        while (fits > 1 && bytes(w, fits) > memoryLimit) {
            fits--;
        }
        int passes = (moduli + fits - 1) / fits;
        return (moduli + passes - 1) / passes;
    }
}
