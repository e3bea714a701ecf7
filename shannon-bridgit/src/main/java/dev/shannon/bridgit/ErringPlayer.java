package dev.shannon.bridgit;

import java.util.Random;

/** Another player's moves, except that with probability {@code errorRate} it slips and plays a random free crossing. */
final class ErringPlayer implements ComputerPlayer {
    private final Level level;
    private final double errorRate;
    private final Random random;
    private final ComputerPlayer base;
    private final RandomPlayer slip;

    ErringPlayer(Level level, double errorRate, Random random, ComputerPlayer base) {
        if (!(errorRate >= 0 && errorRate <= 1)) {
            throw new IllegalArgumentException("error rate must be between 0 and 1, got " + errorRate);
        }
        this.level = level;
        this.errorRate = errorRate;
        this.random = random;
        this.base = base;
        this.slip = new RandomPlayer(random);
    }

    @Override
    public Level level() {
        return level;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        if (random.nextDouble() < errorRate) {
            ComputerMove m = slip.choose(game);
            return new ComputerMove(
                    m.crossing(),
                    "a slip on purpose: this level sometimes plays a random crossing, to give you a chance",
                    "a deliberate slip (the " + level.id() + " level errs with probability " + errorRate
                            + "): a random free crossing");
        }
        return base.choose(game);
    }
}
