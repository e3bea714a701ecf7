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
        String reason = switch (obvious.kind()) {
            case BUILD_AND_BLOCK ->
                "on my shortest route (" + obvious.ownLength() + " bridges to go) and on "
                        + me.opponent().id() + "'s (" + obvious.theirLength()
                        + " to go): builds and blocks at once";
            case BUILD -> "on my shortest route to the goal (" + obvious.ownLength() + " bridges to go)";
            case BLOCK -> "my routes are all cut; blocking " + me.opponent().id() + "'s shortest route";
            case NONE -> null;
        };
        if (reason == null) {
            return new RandomPlayer(random).choose(game);
        }
        return new ComputerMove(game.board().crossing(obvious.get(random.nextInt(obvious.size()))), reason);
    }
}
