package dev.shannon.bridgit;

import java.util.Random;

/** The perfect player, except that with probability {@code errorRate} it slips and plays at random. */
final class ErringPlayer implements ComputerPlayer {
    private final double errorRate;
    private final Random random;
    private final PerfectPlayer perfect = new PerfectPlayer();
    private final RandomPlayer slip;

    ErringPlayer(double errorRate, Random random) {
        if (!(errorRate >= 0 && errorRate <= 1)) {
            throw new IllegalArgumentException("error rate must be between 0 and 1, got " + errorRate);
        }
        this.errorRate = errorRate;
        this.random = random;
        this.slip = new RandomPlayer(random);
    }

    @Override
    public Level level() {
        return Level.ERRING;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        if (random.nextDouble() < errorRate) {
            ComputerMove m = slip.choose(game);
            return new ComputerMove(m.crossing(), "a deliberate slip (this level errs with probability " + errorRate
                    + "): a random free crossing");
        }
        return perfect.choose(game);
    }
}
