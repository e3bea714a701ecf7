package dev.shannon.bridgit;

import dev.shannon.switching.defence.ThinkBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Computer-versus-computer games. The claim checked: the relentless player moving first never
 * loses, whoever the opponent is (itself defending, the casual and greedy players, a random
 * player), on any board.
 */
public final class SelfPlay {
    /** Games of the perfect first player against one opponent level on one board size. */
    public record Tally(int n, ComputerPlayer.Level opponent, int games, int firstPlayerWins) {
        public int firstPlayerLosses() {
            return games - firstPlayerWins;
        }
    }

    /** All tallies, and the totals. */
    public record Summary(List<Tally> tallies, int games, int firstPlayerLosses) {}

    private SelfPlay() {}

    /** Plays one game to the end; returns the final position. */
    public static BridgitGame play(int n, Side first, ComputerPlayer red, ComputerPlayer blue) {
        BridgitGame g = BridgitGame.start(n, first);
        while (!g.isOver()) {
            ComputerPlayer p = g.toMove() == Side.RED ? red : blue;
            g = g.play(p.choose(g).crossing());
        }
        return g;
    }

    /** The opponents of {@link #run}: the four kinds of play the first player meets. */
    public static final List<ComputerPlayer.Level> OPPONENTS = List.of(
            ComputerPlayer.Level.RELENTLESS,
            ComputerPlayer.Level.CASUAL,
            ComputerPlayer.Level.GREEDY,
            ComputerPlayer.Level.RANDOM);

    /** As {@link #run(int, int, int, double, long, ThinkBudget)} with a 20 ms think budget for the defenders. */
    public static Summary run(int minN, int maxN, int gamesEach, double errorRate, long seed) {
        return run(minN, maxN, gamesEach, errorRate, seed, ThinkBudget.ofMillis(20));
    }

    /**
     * {@code gamesEach} games per board size from minN to maxN and per opponent level, the
     * relentless player moving first (alternately as red and as blue); {@code errorRate} is the
     * casual opponent's slip rate (NaN: the level's own), {@code budget} every player's think budget.
     */
    public static Summary run(int minN, int maxN, int gamesEach, double errorRate, long seed, ThinkBudget budget) {
        Board.of(minN);
        Board.of(maxN);
        Random random = new Random(seed);
        List<Tally> tallies = new ArrayList<>();
        int games = 0;
        int losses = 0;
        for (int n = minN; n <= maxN; n++) {
            for (ComputerPlayer.Level level : OPPONENTS) {
                int wins = 0;
                for (int i = 0; i < gamesEach; i++) {
                    Side first = i % 2 == 0 ? Side.RED : Side.BLUE;
                    ComputerPlayer perfect = ComputerPlayer.relentless(budget, random.nextLong());
                    ComputerPlayer other = ComputerPlayer.of(level, errorRate, new Random(random.nextLong()), budget);
                    ComputerPlayer red = first == Side.RED ? perfect : other;
                    ComputerPlayer blue = first == Side.RED ? other : perfect;
                    if (play(n, first, red, blue).winner().orElseThrow() == first) {
                        wins++;
                    }
                }
                tallies.add(new Tally(n, level, gamesEach, wins));
                games += gamesEach;
                losses += gamesEach - wins;
            }
        }
        return new Summary(List.copyOf(tallies), games, losses);
    }
}
