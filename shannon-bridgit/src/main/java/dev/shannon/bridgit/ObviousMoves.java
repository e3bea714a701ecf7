package dev.shannon.bridgit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The moves a player sees first: the shortest-route moves. A 0–1 breadth-first search over the
 * side's dots ({@link ShortestRoute}) gives the crossings that lie on some shortest route to its
 * goal; the obvious moves are, in order of preference,
 *
 * <ol>
 * <li>{@link Kind#BUILD_AND_BLOCK}: the free crossings on the mover's shortest routes that also lie on
 *     one of the opponent's shortest routes (build and block at once);
 * <li>{@link Kind#BUILD}: if there are none, every free crossing on the mover's shortest routes;
 * <li>{@link Kind#BLOCK}: if the mover has no route left, every free crossing on the opponent's
 *     shortest routes.
 * </ol>
 *
 * This is exactly the set {@link GreedyPlayer} picks from: a puzzle whose answer is in it is one
 * that "just extend your shortest route and block theirs" solves.
 *
 * @param kind         which tier the moves come from
 * @param crossings    the obvious crossings' indices, ascending (empty only when no side has a route)
 * @param ownLength    bridges the mover still needs ({@link ShortestRoute#UNREACHABLE} if cut off)
 * @param theirLength  bridges the opponent still needs
 */
public record ObviousMoves(Kind kind, int[] crossings, int ownLength, int theirLength) {
    /** Which preference tier the obvious moves come from. */
    public enum Kind {
        BUILD_AND_BLOCK,
        BUILD,
        BLOCK,
        NONE
    }

    /** The obvious moves for the side to move in {@code game}, which must not be over. */
    public static ObviousMoves of(BridgitGame game) {
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
        Kind kind = !both.isEmpty()
                ? Kind.BUILD_AND_BLOCK
                : !own.isEmpty() ? Kind.BUILD : !block.isEmpty() ? Kind.BLOCK : Kind.NONE;
        List<Integer> chosen = switch (kind) {
            case BUILD_AND_BLOCK -> both;
            case BUILD -> own;
            case BLOCK -> block;
            case NONE -> List.of();
        };
        return new ObviousMoves(
                kind, chosen.stream().mapToInt(Integer::intValue).toArray(), mine.length(), theirs.length());
    }

    public ObviousMoves {
        crossings = crossings.clone();
    }

    @Override
    public int[] crossings() {
        return crossings.clone();
    }

    /** Whether crossing index {@code e} is one of the obvious moves. */
    public boolean contains(int e) {
        return Arrays.binarySearch(crossings, e) >= 0;
    }

    /** How many obvious moves there are. */
    public int size() {
        return crossings.length;
    }

    /** The i-th obvious crossing's index (ascending order). */
    public int get(int i) {
        return crossings[i];
    }
}
