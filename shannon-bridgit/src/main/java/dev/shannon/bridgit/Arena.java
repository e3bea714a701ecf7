package dev.shannon.bridgit;

import dev.shannon.switching.defence.ThinkBudget;
import dev.shannon.switching.defence.WinRate;

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
    public static final List<String> ATTACKERS = List.of("straight", "greedy", "erring-0.05", "erring-0.1", "erring-0.2",
            "erring-0.3", "relentless", "strong", "casual", "beginner");

    /** One pairing on one board: how often the defender won. */
    public record Match(String defender, String attacker, int n, Side defenderSide, WinRate defenderWins, double millisPerGame) {
    }

    private Arena() {
    }

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

    /**
     * {@code games} games on the n×(n+1) board, the attacker moving first as
     * {@code defenderSide.opponent()}; game i uses seeds derived from {@code seed}, i, n and the side only.
     */
    public static Match play(String defender, String attacker, int n, Side defenderSide, int games, long seed,
                             ThinkBudget budget) {
        player(defender, 0, budget);
        player(attacker, 0, budget);
        int wins = 0;
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            // The side is in the seed: a mirrored game with the same seeds would be the transpose of the other.
            long gameSeed = seed * 1_000_003L + i * 7919L + n * 31L + defenderSide.ordinal();
            ComputerPlayer d = player(defender, gameSeed, budget);
            ComputerPlayer a = player(attacker, ~gameSeed, budget);
            ComputerPlayer red = defenderSide == Side.RED ? d : a;
            ComputerPlayer blue = defenderSide == Side.RED ? a : d;
            if (SelfPlay.play(n, defenderSide.opponent(), red, blue).winner().orElseThrow() == defenderSide) {
                wins++;
            }
        }
        double ms = (System.nanoTime() - start) / 1e6 / Math.max(1, games);
        return new Match(defender, attacker, n, defenderSide, WinRate.of(wins, games), ms);
    }
}
