package dev.shannon.zdd.count;

/** Told after each row of the grid is processed: for a progress line on long runs. */
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
}
