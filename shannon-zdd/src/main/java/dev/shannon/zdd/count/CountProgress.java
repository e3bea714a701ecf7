package dev.shannon.zdd.count;

/** Told after each row of the grid is processed, and before each run when there are several: for a progress line on long runs. */
@FunctionalInterface
public interface CountProgress {
    /** Nothing is told. */
    CountProgress NONE = (done, rows, states) -> {};

    /**
     * @param done rows processed so far
     * @param rows rows in all (in the order the programme sweeps, the long side)
     * @param states frontier states read at the row's last vertex
     */
    void row(int done, int rows, int states);

    /**
     * Told before each run of the programme when the moduli go in more than one (each run sweeps
     * every row again, carrying other moduli), and again if a run did not fit and they start over
     * in smaller groups.
     *
     * @param run this run, from 1
     * @param runs runs in all
     * @param moduli moduli this run carries
     */
    default void run(int run, int runs, int moduli) {}
}
