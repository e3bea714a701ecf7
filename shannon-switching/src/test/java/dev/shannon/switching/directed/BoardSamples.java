package dev.shannon.switching.directed;

import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.fixtures.LabelledGraphs;
import dev.shannon.switching.fixtures.RandomGames;
import java.util.Random;
import java.util.function.Consumer;

/**
 * The boards the census-style programs run over, from their arguments: {@code K} (every labelled
 * graph on K vertices, s = 0, t = 1), {@code K SAMPLES SEED} (that many random ones, each equally
 * likely), or {@code multi N M SAMPLES SEED} (random multigraphs on 2..N vertices with 0..M edges,
 * loops and parallel edges included).
 */
final class BoardSamples {
    private BoardSamples() {}

    /** Feeds every board to {@code each} and returns a label saying which boards they were. */
    static String forEach(String[] args, Consumer<TerminalGraph> each) {
        if (args[0].equals("multi")) {
            int maxN = Integer.parseInt(args[1]);
            int maxM = Integer.parseInt(args[2]);
            int samples = Integer.parseInt(args[3]);
            Random random = new Random(Long.parseLong(args[4]));
            for (int i = 0; i < samples; i++) {
                each.accept(RandomGames.game(2 + random.nextInt(maxN - 1), random.nextInt(maxM + 1), random));
            }
            return samples + " random multigraphs (2.." + maxN + " vertices, 0.." + maxM + " edges, seed " + args[4]
                    + ")";
        }
        int k = Integer.parseInt(args[0]);
        long samples = args.length > 1 ? Long.parseLong(args[1]) : 0;
        Random random = new Random(args.length > 2 ? Long.parseLong(args[2]) : 1);
        int pairs = k * (k - 1) / 2;
        long graphs = samples > 0 ? samples : 1L << pairs;
        for (long i = 0; i < graphs; i++) {
            each.accept(new TerminalGraph(
                    LabelledGraphs.of(k, samples > 0 ? random.nextLong() & ((1L << pairs) - 1) : i), 0, 1));
        }
        return "k = " + k
                + (samples > 0
                        ? " (" + samples + " random labelled graphs, seed " + args[2] + ")"
                        : " (all " + graphs + " labelled graphs)");
    }
}
