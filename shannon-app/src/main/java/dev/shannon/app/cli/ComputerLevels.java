package dev.shannon.app.cli;

import dev.shannon.switching.defence.ThinkBudget;

/**
 * The computer's strengths that every game's {@code play --level} offers, as its help describes
 * them, and the think time ({@code --think}) they are given.
 */
public final class ComputerLevels {
    /** The start of {@code --level}'s description; each game's own levels follow. */
    public static final String DESCRIPTION =
            "Computer strength (default: ${DEFAULT-VALUE}): relentless (never errs; wins whenever it can and "
                    + "defends a lost game as hard as it can), strong (slips on 1 move in 20), casual (1 in 5), beginner (2 in 5), ";

    private ComputerLevels() {}

    /**
     * The think budget of {@code --think MILLIS}, work-counted ({@link ThinkBudget#ofMillis});
     * outside 0 .. {@link ThinkBudget#MAX_MILLIS} a usage error naming the value.
     */
    public static ThinkBudget thinkBudget(long millis) {
        if (millis < 0 || millis > ThinkBudget.MAX_MILLIS) {
            throw new UsageError(
                    "--think must be between 0 and " + ThinkBudget.MAX_MILLIS + " milliseconds, got " + millis);
        }
        return ThinkBudget.ofMillis(millis);
    }
}
