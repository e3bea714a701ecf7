package dev.shannon.lab.bridgit;

import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerPlayer;
import java.util.Arrays;
import java.util.Random;

/**
 * Bench main (not a test): median time to analyse every crossing of a position, warm JVM.
 * Run: {@code shannon-lab/lab BridgitBench [n ...]}.
 */
public final class BridgitBench {
    private BridgitBench() {}

    public static void main(String[] args) {
        int[] sizes = args.length == 0
                ? new int[] {5, 14, 30, 60}
                : Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        for (int n : sizes) {
            BridgitGame empty = BridgitGame.start(n);
            report("empty", n, empty);
            report("mid-game", n, midGame(n, new Random(n)));
        }
    }

    /**
     * A contested position: two greedy shortest-route players (who build and block) play
     * 2n moves; nobody has won yet. Random play would leave lopsided positions.
     */
    static BridgitGame midGame(int n, Random random) {
        ComputerPlayer greedy = ComputerPlayer.of(ComputerPlayer.Level.GREEDY, 0, random);
        while (true) {
            BridgitGame g = BridgitGame.start(n);
            while (!g.isOver() && g.moveCount() < 2 * n) {
                g = g.play(greedy.choose(g).crossing());
            }
            if (!g.isOver()) {
                return g;
            }
        }
    }

    private static void report(String what, int n, BridgitGame game) {
        long budget = 2_000_000_000L;
        int warm = 0;
        long start = System.nanoTime();
        while (System.nanoTime() - start < budget / 2 && warm < 20_000) {
            BridgitAnalyzer.analyze(game);
            warm++;
        }
        int runs = Math.max(5, Math.min(warm, 2000));
        long[] t = new long[runs];
        int wins = 0;
        for (int i = 0; i < runs; i++) {
            long a = System.nanoTime();
            wins = BridgitAnalyzer.analyze(game).winningIndices().length;
            t[i] = System.nanoTime() - a;
        }
        Arrays.sort(t);
        System.out.printf(
                "n=%d %-8s moves=%d free=%d winning=%d runs=%d median=%.3f ms p90=%.3f ms%n",
                n,
                what,
                game.moveCount(),
                game.board().crossingCount() - game.moveCount(),
                wins,
                runs,
                t[runs / 2] / 1e6,
                t[runs * 9 / 10] / 1e6);
    }
}
