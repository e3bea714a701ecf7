package dev.shannon.bridgit;

import dev.shannon.switching.defence.ThinkBudget;
import dev.shannon.switching.defence.WinRate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded matches of a defender, which starts in a lost position (it moves second), against an
 * attacker model, to measure how hard the defence makes the attacker's win. Attacker models:
 * {@code straight} (walks one line, re-routes by shortest route when blocked), {@code greedy},
 * {@code erring-P} (Lehman's winning move with probability 1 − P, a random one otherwise), and
 * every {@link ComputerPlayer.Level} by name. Defenders: every level, {@code legacy} the old one.
 */
public final class Arena {
    /** The attacker models of a standard run. */
    public static final List<String> ATTACKERS = List.of(
            "straight",
            "greedy",
            "erring-0.05",
            "erring-0.1",
            "erring-0.2",
            "erring-0.3",
            "relentless",
            "strong",
            "casual",
            "beginner");

    /** One pairing on one board: how often the defender won, and which games (true: won), in seed order. */
    public record Match(
            String defender,
            String attacker,
            int n,
            Side defenderSide,
            WinRate defenderWins,
            double millisPerGame,
            List<Boolean> outcomes) {
        public Match {
            outcomes = List.copyOf(outcomes);
        }
    }

    private Arena() {}

    /** A player by model name (an attacker model or a level), seeded. */
    public static ComputerPlayer player(String name, long seed, ThinkBudget budget) {
        Random random = new Random(seed);
        if (name.equals("straight")) {
            return new StraightLineAttacker(random);
        }
        if (name.startsWith("erring-")) {
            double p;
            try {
                p = Double.parseDouble(name.substring("erring-".length()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("unknown model '" + name + "': erring-P needs a probability P");
            }
            if (!(p >= 0 && p <= 1)) {
                throw new IllegalArgumentException("erring-P needs 0 <= P <= 1, got " + name);
            }
            return new ErringPerfectAttacker(p, random);
        }
        return ComputerPlayer.of(ComputerPlayer.Level.parse(name), Double.NaN, random, budget);
    }

    /** As {@link #play(String, String, int, Side, int, long, ThinkBudget, boolean)} with the attacker's own opening move. */
    public static Match play(
            String defender, String attacker, int n, Side defenderSide, int games, long seed, ThinkBudget budget) {
        return play(defender, attacker, n, defenderSide, games, seed, budget, false);
    }

    /**
     * {@code games} games on the n×(n+1) board, the attacker moving first as
     * {@code defenderSide.opponent()}; game i uses seeds derived from {@code seed}, i, n and the side only,
     * so every defender meets the same attacker seeds. With {@code randomOpening} the attacker's
     * first move is a seeded random crossing that keeps its won game ({@link #opening}), the same
     * for every defender: without it a deterministic attacker (relentless opens in the centre)
     * plays much the same game every time.
     */
    public static Match play(
            String defender,
            String attacker,
            int n,
            Side defenderSide,
            int games,
            long seed,
            ThinkBudget budget,
            boolean randomOpening) {
        player(defender, 0, budget);
        player(attacker, 0, budget);
        int wins = 0;
        List<Boolean> outcomes = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            // The side is in the seed: a mirrored game with the same seeds would be the transpose of the other.
            long gameSeed = seed * 1_000_003L + i * 7919L + n * 31L + defenderSide.ordinal();
            ComputerPlayer d = player(defender, gameSeed, budget);
            ComputerPlayer a = player(attacker, ~gameSeed, budget);
            BridgitGame g = BridgitGame.start(n, defenderSide.opponent());
            if (randomOpening) {
                g = g.play(opening(g, new Random(gameSeed ^ 0x5DEECE66DL)));
            }
            while (!g.isOver()) {
                g = g.play((g.toMove() == defenderSide ? d : a).choose(g).crossing());
            }
            boolean won = g.winner().orElseThrow() == defenderSide;
            outcomes.add(won);
            if (won) {
                wins++;
            }
        }
        double ms = (System.nanoTime() - start) / 1e6 / Math.max(1, games);
        return new Match(defender, attacker, n, defenderSide, WinRate.of(wins, games), ms, outcomes);
    }

    /**
     * A random first move for the side to move on the empty board after which it still wins (it
     * is the first player, so most moves keep the win; drawn again until one does).
     */
    static Crossing opening(BridgitGame start, Random random) {
        List<Crossing> free = start.freeCrossings();
        for (int tries = 0; tries < 10_000; tries++) {
            Crossing x = free.get(random.nextInt(free.size()));
            BridgitGame after = start.play(x);
            if (after.isOver() || BridgitAnalyzer.analyze(after).winner() == start.toMove()) {
                return x;
            }
        }
        throw new IllegalStateException("no winning first move found on " + start.board());
    }
}
