package dev.shannon.bridgit;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A beatable, sensible-looking player: it builds along its own shortest route to the goal and,
 * among the crossings on it, prefers one that also lies on the opponent's shortest route (a
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
        Side me = game.toMove();
        ShortestRoute mine = ShortestRoute.of(game, me);
        ShortestRoute theirs = ShortestRoute.of(game, me.opponent());
        List<Integer> both = new ArrayList<>();
        List<Integer> own = new ArrayList<>();
        List<Integer> block = new ArrayList<>();
        for (int e = 0; e < game.board().crossingCount(); e++) {
            if (mine.isOnRoute(e)) {
                own.add(e);
                if (theirs.isOnRoute(e)) {
                    both.add(e);
                }
            } else if (theirs.isOnRoute(e)) {
                block.add(e);
            }
        }
        if (!both.isEmpty()) {
            return pick(
                    game,
                    both,
                    "on my shortest route (" + mine.length() + " bridges to go) and on "
                            + me.opponent().id() + "'s (" + theirs.length() + " to go): builds and blocks at once");
        }
        if (!own.isEmpty()) {
            return pick(game, own, "on my shortest route to the goal (" + mine.length() + " bridges to go)");
        }
        if (!block.isEmpty()) {
            return pick(
                    game,
                    block,
                    "my routes are all cut; blocking " + me.opponent().id() + "'s shortest route");
        }
        return new RandomPlayer(random).choose(game);
    }

    private ComputerMove pick(BridgitGame game, List<Integer> options, String reason) {
        return new ComputerMove(game.board().crossing(options.get(random.nextInt(options.size()))), reason);
    }
}
