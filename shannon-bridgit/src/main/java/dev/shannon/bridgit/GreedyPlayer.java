package dev.shannon.bridgit;

import java.util.Random;

/**
 * A beatable, sensible-looking player: it plays one of the {@link ObviousMoves} — on its own
 * shortest route to the goal, preferring one that also lies on the opponent's shortest route (a
 * block). It looks no further ahead, so a player who makes double threats beats it.
 */
final class GreedyPlayer implements ComputerPlayer {
    private final Random random;

    GreedyPlayer(Random random) {
        this.random = random;
    }

    @Override
    public Level level() {
        return Level.GREEDY;
    }

    @Override
    public ComputerMove choose(BridgitGame game) {
        game.requireUndecided();
        ObviousMoves obvious = ObviousMoves.of(game);
        Side me = game.toMove();
        String foe = me.opponent() == Side.RED ? "Red" : "Blue";
        String reason = switch (obvious.kind()) {
            case BUILD_AND_BLOCK ->
                "on my shortest way to the goal (" + obvious.ownLength() + " bridges to go) and on " + foe + "'s ("
                        + obvious.theirLength() + " to go): builds and blocks at once";
            case BUILD -> "on my shortest way to the goal (" + obvious.ownLength() + " bridges to go)";
            case BLOCK -> "my ways to the goal are all cut; blocking " + foe + "'s shortest way";
            case NONE -> null;
        };
        if (reason == null) {
            return new RandomPlayer(random).choose(game);
        }
        return new ComputerMove(
                game.board().crossing(obvious.get(random.nextInt(obvious.size()))),
                reason,
                "the greedy level: a crossing on a shortest route of its own graph (claimed edges contracted),"
                        + " preferring one also on the opponent's; no look-ahead");
    }
}
