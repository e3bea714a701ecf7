package dev.shannon.bridgit;

import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.Defender;
import dev.shannon.switching.defence.ThinkBudget;

/**
 * The strongest player: whenever a winning crossing exists it plays one (Lehman's theorem, the
 * one nearest the centre, as {@link PerfectPlayer}); in a lost position it defends with
 * {@link Defender} — blocks immediate threats, sees short forced wins, and steers towards
 * positions where the opponent's winning replies are few and hard to see. Deterministic for a
 * seed and a budget.
 */
final class RelentlessPlayer implements ComputerPlayer {
    private final ThinkBudget budget;
    private final long seed;
    private final SwitchingSolver solver;
    private final PerfectPlayer exact;

    RelentlessPlayer(ThinkBudget budget, long seed) {
        this(budget, seed, SwitchingSolver.lehman());
    }

    /** The relentless player asking {@code solver} which crossings win. */
    RelentlessPlayer(ThinkBudget budget, long seed, SwitchingSolver solver) {
        this.budget = budget;
        this.seed = seed;
        this.solver = solver;
        this.exact = new PerfectPlayer(false, solver);
    }

    @Override
    public Level level() {
        return Level.RELENTLESS;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        game.requireUndecided();
        int[] wins = BridgitAnalyzer.analyze(game, solver).winningIndices();
        if (wins.length > 0) {
            return exact.winningMove(game, wins);
        }
        // Seeded per position, so the same game gives the same moves whatever came before in this instance.
        Defender defender = new Defender(budget, seed * 31 + game.moveCount());
        Defender.Choice c = defender.defend(new BridgitDefenceGame(game, solver));
        return new ComputerMove(game.board().crossing(c.move()), c.reason(), c.why());
    }
}
