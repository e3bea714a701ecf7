package dev.shannon.bridgit;

import dev.shannon.graph.Interruption;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Checks that Bridg-It has no draws as the two switching games see it: in a position with X to
 * move, X's verdict on X's graph (X is Short, moving) and Y's verdict on Y's graph (Y is Short,
 * X as Cut moving) must disagree — exactly one of them wins. The two graphs are planar duals but
 * nothing in the code relates them, so this is an independent check of the whole analysis.
 */
public final class DualityCheck {
    /**
     * @param positions  undecided positions checked
     * @param violations positions where both verdicts said "win" or both said "lose" (expected: 0)
     * @param examples   the first few violating positions
     */
    public record Result(int minN, int maxN, long positions, long violations, List<String> examples) {}

    private DualityCheck() {}

    /** {@code perSize} random undecided positions on each board from minN to maxN. */
    public static Result run(int minN, int maxN, int perSize, long seed) {
        Board.of(minN);
        Board.of(maxN);
        if (minN > maxN || perSize < 0) {
            throw new IllegalArgumentException("need min n <= max n and a non-negative count");
        }
        Random random = new Random(seed);
        long positions = 0;
        long violations = 0;
        List<String> examples = new ArrayList<>();
        for (int n = minN; n <= maxN; n++) {
            int crossings = Board.of(n).crossingCount();
            for (int i = 0; i < perSize; i++) {
                Interruption.check();
                BridgitGame g = RandomPositions.play(
                        n, random.nextBoolean() ? Side.RED : Side.BLUE, random.nextInt(crossings), random);
                if (g.isOver()) {
                    i--; // only undecided positions count
                    continue;
                }
                positions++;
                if (!verdictsDisagree(g)) {
                    violations++;
                    if (examples.size() < 5) {
                        examples.add(g.toString());
                    }
                }
            }
        }
        return new Result(minN, maxN, positions, violations, List.copyOf(examples));
    }

    /** True iff exactly one side wins: the mover on its graph, or the other side on its graph with the mover to move. */
    public static boolean verdictsDisagree(BridgitGame g) {
        Side x = g.toMove();
        boolean moverWins = BridgitAnalyzer.winningCrossings(SideGraph.of(g, x)).length > 0;
        boolean otherWins = BridgitAnalyzer.winsWithOpponentToMove(SideGraph.of(g, x.opponent()));
        return moverWins != otherWins;
    }
}
