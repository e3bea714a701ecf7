package dev.shannon.zdd.count;

import java.math.BigInteger;

/**
 * A count made by {@link GridCounter}, with what proves it: the residues were joined by the
 * Chinese remainder theorem over {@code moduliUsed} moduli whose product exceeds 2^{@code
 * boundBits}, a bound on the count; {@code checkModuli} more moduli agreed with the result.
 *
 * @param count the exact count
 * @param boundBits the count is at most 2^boundBits: the smaller of 2^((rows − 1)(cols − 1)) (see {@link
 *     FrontierProgramme}) and the degree-constrained subgraphs' bound ({@link DegreeBound})
 * @param moduliUsed moduli (primes below 2^63) the count was reconstructed from
 * @param checkModuli further moduli whose residues the count was checked against
 * @param statesVisited frontier states processed, summed over all steps (of the last run)
 * @param widestLevel the most frontier states in one step
 * @param peakBytes the most bytes the successors of the two steps in flight held in their blocks (with the
 *     merge's batch and table)
 */
public record GridCount(
        BigInteger count,
        int boundBits,
        int moduliUsed,
        int checkModuli,
        long statesVisited,
        int widestLevel,
        long peakBytes) {

    /** Bytes held per state of the widest level (the successors of two steps in flight: keys, residues, free slots). */
    public double bytesPerState() {
        return widestLevel == 0 ? 0 : (double) peakBytes / widestLevel;
    }
}
