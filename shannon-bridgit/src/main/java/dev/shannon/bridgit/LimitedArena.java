package dev.shannon.bridgit;

import dev.shannon.switching.defence.ThinkBudget;
import dev.shannon.switching.defence.WinRate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded matches in the limited-bridges game: a defender against an attacker model, counting
 * wins, draws and losses. Lehman's theorem does not decide this game, so "the defending side"
 * is fixed by the unlimited game instead: the second player on the n×(n+1) board, the side that
 * loses plain Bridg-It against best play. With few bridges the first player may not win at all,
 * so draws (threefold repetition, the move cap) are counted apart.
 *
 * <p>Defenders: {@code relentless} (the search scoring the horizon by bridges still needed and
 * the resistance ratio) and {@code legacy} (bridges still needed only, the first version).
 * Attackers: {@code straight} and {@code greedy}, the Bridg-It models of {@link Arena} choosing
 * the crossing to take, and, once their bridges are all down, moving the bridge whose removal
 * lengthens their own shortest route least; and the levels {@code relentless}, {@code strong},
 * {@code casual}, {@code beginner}: the search, slipping to a random legal move 0%, 5%, 20%, 40%
 * of the time. The erring-perfect models need Lehman's exact winning moves, which this game does
 * not have, so they are not offered.
 */
public final class LimitedArena {
    /** The attacker models of a standard run. */
    public static final List<String> ATTACKERS =
            List.of("straight", "greedy", "relentless", "strong", "casual", "beginner");
    /** How far the searching players look (the same as {@code bridgit play --bridges}). */
    static final int MAX_DEPTH = 6;

    /** One pairing: the defender's wins and draws over the games, and which games it did not lose, in seed order. */
    public record Match(
            String defender,
            String attacker,
            int n,
            int bridges,
            WinRate wins,
            int draws,
            int games,
            List<Boolean> notLostGames) {
        public Match {
            notLostGames = List.copyOf(notLostGames);
        }

        public int losses() {
            return games - wins.wins() - draws;
        }

        /** The defender's share of games not lost (wins and draws), with its 95% Wilson interval. */
        public WinRate notLost() {
            return WinRate.of(wins.wins() + draws, games);
        }
    }

    /** A player in the limited game: the move for the side to move. */
    interface Mover {
        LimitedMove choose(LimitedBridgesGame game);
    }

    private LimitedArena() {}

    /** A model by name, seeded; throws IllegalArgumentException for an unknown one. */
    static Mover mover(String name, long seed, ThinkBudget budget) {
        Random random = new Random(seed);
        switch (name) {
            case "legacy":
                return searching(
                        new LimitedBridgesPlayer(budget, MAX_DEPTH, LimitedBridgesPlayer.Evaluation.ROUTES), 0, random);
            case "straight":
                return bridgit(new StraightLineAttacker(random));
            case "greedy":
                return bridgit(ComputerPlayer.of(ComputerPlayer.Level.GREEDY, Double.NaN, random, budget));
            default:
                ComputerPlayer.Level level;
                try {
                    level = ComputerPlayer.Level.parse(name);
                } catch (IllegalArgumentException e) {
                    level = ComputerPlayer.Level.RANDOM;
                }
                if (level != ComputerPlayer.Level.RELENTLESS && !level.errs()) {
                    throw new IllegalArgumentException(
                            "model '" + name + "' does not play the limited-bridges game; use legacy, "
                                    + "straight, greedy, relentless, strong, casual or beginner");
                }
                return searching(new LimitedBridgesPlayer(budget, MAX_DEPTH), level.errorRate(), random);
        }
    }

    /** Checks that {@code name} is a model of this arena. */
    public static void check(String name) {
        mover(name, 0, ThinkBudget.ofMillis(0));
    }

    private static Mover searching(LimitedBridgesPlayer player, double slipRate, Random random) {
        return game -> {
            if (slipRate > 0 && random.nextDouble() < slipRate) {
                List<LimitedMove> legal = game.legalMoves();
                return legal.get(random.nextInt(legal.size()));
            }
            return player.choose(game).move();
        };
    }

    /** A Bridg-It model: it picks the crossing; in the moving phase the bridge it gives up hurts its own route least. */
    private static Mover bridgit(ComputerPlayer player) {
        return game -> {
            Board board = game.board();
            Side me = game.toMove();
            Crossing to = player.choose(BridgitGame.ofOwners(board, game.ownerArray(), me))
                    .crossing();
            if (game.isPlacing()) {
                return LimitedMove.place(to);
            }
            byte mine = LimitedBridgesGame.code(me);
            byte[] owner = game.ownerArray().clone();
            int target = board.index(to);
            owner[target] = mine;
            int best = -1;
            int bestLength = Integer.MAX_VALUE;
            for (int from = 0; from < owner.length; from++) {
                if (from == target || owner[from] != mine) {
                    continue;
                }
                owner[from] = 0;
                int length = ShortestRoute.length(board, owner, me);
                owner[from] = mine;
                if (length < bestLength) {
                    bestLength = length;
                    best = from;
                }
            }
            return LimitedMove.move(board.crossing(best), to);
        };
    }

    /** As {@link #play(String, String, int, int, int, Side, int, long, ThinkBudget, boolean)} with the attacker's own opening. */
    public static Match play(
            String defender,
            String attacker,
            int n,
            int bridges,
            int moveCap,
            Side defenderSide,
            int games,
            long seed,
            ThinkBudget budget) {
        return play(defender, attacker, n, bridges, moveCap, defenderSide, games, seed, budget, false);
    }

    /**
     * {@code games} games on the n×(n+1) board with {@code bridges} bridges a side and the given
     * cap on moving-phase moves, the attacker moving first; game i's seeds depend on
     * {@code seed}, i and n only, so every defender meets the same attacker seeds. With
     * {@code randomOpening} the attacker's first bridge is a seeded random crossing, the same for
     * every defender: the searching players have no randomness of their own, so without it the
     * games of a deterministic pairing are all one game.
     */
    public static Match play(
            String defender,
            String attacker,
            int n,
            int bridges,
            int moveCap,
            Side defenderSide,
            int games,
            long seed,
            ThinkBudget budget,
            boolean randomOpening) {
        check(defender);
        check(attacker);
        int wins = 0;
        int draws = 0;
        List<Boolean> notLost = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            long gameSeed = seed * 1_000_003L + i * 7919L + n * 31L + bridges * 131L + defenderSide.ordinal();
            Mover d = mover(defender, gameSeed, budget);
            Mover a = mover(attacker, ~gameSeed, budget);
            LimitedBridgesGame g = LimitedBridgesGame.start(n, defenderSide.opponent(), bridges, moveCap);
            if (randomOpening) {
                List<LimitedMove> first = g.legalMoves();
                g = g.play(first.get(new Random(gameSeed ^ 0x5DEECE66DL).nextInt(first.size())));
            }
            while (!g.isOver()) {
                g = g.play((g.toMove() == defenderSide ? d : a).choose(g));
            }
            if (g.winner().isEmpty()) {
                draws++;
            } else if (g.winner().get() == defenderSide) {
                wins++;
            }
            notLost.add(g.winner().isEmpty() || g.winner().get() == defenderSide);
        }
        return new Match(defender, attacker, n, bridges, WinRate.of(wins, games), draws, games, notLost);
    }
}
