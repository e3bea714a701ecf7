package dev.shannon.app.cli;

/** The computer's strengths that every game's {@code play --level} offers, as its help describes them. */
public final class ComputerLevels {
    /** The start of {@code --level}'s description; each game's own levels follow. */
    public static final String DESCRIPTION =
            "Computer strength (default: ${DEFAULT-VALUE}): relentless (never errs; wins whenever it can and "
                    + "defends a lost game as hard as it can), strong (slips on 1 move in 20), casual (1 in 5), beginner (2 in 5), ";

    private ComputerLevels() {}
}
