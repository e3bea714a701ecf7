package dev.shannon.bridgit;

import java.util.Random;

/**
 * An attacker model for measuring defences, a near-perfect player who sometimes slips: with
 * probability p a random free crossing, otherwise a winning crossing picked at random among all
 * of Lehman's winning crossings. Once a slip has cost it the win, it defends with the legacy rule.
 */
final class ErringPerfectAttacker implements ComputerPlayer {
    private final double p;
    private final Random random;
    private final PerfectPlayer legacy = new PerfectPlayer();

    ErringPerfectAttacker(double p, Random random) {
        this.p = p;
        this.random = random;
    }

    @Override
    public Level level() {
        return Level.LEGACY;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        game.requireUndecided();
        if (random.nextDouble() < p) {
            return new RandomPlayer(random).choose(game);
        }
        int[] wins = BridgitAnalyzer.analyze(game).winningIndices();
        if (wins.length == 0) {
            return legacy.choose(game);
        }
        return new ComputerMove(
                game.board().crossing(wins[random.nextInt(wins.length)]),
                "a winning crossing, at random",
                "an erring-perfect attacker: a uniformly random Lehman winning move");
    }
}
