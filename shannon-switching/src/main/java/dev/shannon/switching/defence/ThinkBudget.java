package dev.shannon.switching.defence;

/**
 * How much a defender may think about one move. The budget that decides the move is counted in
 * work units (about one unit per free move an exact analysis or a resistance solve goes over),
 * not in time, so that a game with a given seed comes out the same on a fast machine and a slow
 * one and on a loaded one. {@link #ofMillis} converts a think time into units with a rate
 * measured on the development machine; the wall clock is only an emergency stop at
 * {@link #wallCapMillis}, well above the think time, which matters only when the machine is
 * far slower or busier than that.
 *
 * @param units         work units for one move
 * @param wallCapMillis the move is cut short after this long whatever the units say
 */
public record ThinkBudget(long units, long wallCapMillis) {
    /**
     * Work units per millisecond: unbounded defences of Bridg-It positions on boards 5×6 … 14×15
     * ran at 3,900–7,800 units per ms (warm JIT, the shared 2-core machine at load average about
     * 25); 5,000 is the round figure in between (docs/defence.md).
     */
    public static final long UNITS_PER_MILLI = 5_000;
    /** The default think time of one move: about a second. */
    public static final long DEFAULT_MILLIS = 1000;

    public static final long MAX_MILLIS = 600_000;

    public ThinkBudget {
        if (units < 0 || wallCapMillis < 1) {
            throw new IllegalArgumentException("a think budget needs units >= 0 and a wall cap >= 1 ms");
        }
    }

    /** About {@code millis} of thinking on the reference machine, stopped at 3× that plus 100 ms of wall clock. */
    public static ThinkBudget ofMillis(long millis) {
        if (millis < 0 || millis > MAX_MILLIS) {
            throw new IllegalArgumentException("think time must be between 0 and " + MAX_MILLIS + " ms, got " + millis);
        }
        return new ThinkBudget(millis * UNITS_PER_MILLI, 3 * millis + 100);
    }

    public static ThinkBudget defaultBudget() {
        return ofMillis(DEFAULT_MILLIS);
    }
}
