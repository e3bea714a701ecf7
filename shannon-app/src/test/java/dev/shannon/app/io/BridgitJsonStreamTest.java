package dev.shannon.app.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.RandomPositions;
import dev.shannon.bridgit.Side;
import java.io.StringWriter;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code bridgit analyze --json --trees} streams its trees one crossing at a time
 * ({@link BridgitJson#writeAnalysis}); the text must be exactly the JSON of the whole analysis,
 * the contract of docs/json.md, on boards of every size to 7, finished games included.
 */
class BridgitJsonStreamTest {
    @Test
    void theStreamedLineIsTheWholeAnalysisAsJson() {
        Random random = new Random(33);
        int positions = 0;
        int withTrees = 0;
        for (int n = 1; n <= 7; n++) {
            for (int trial = 0; trial < 6; trial++) {
                Side first = trial % 2 == 0 ? Side.RED : Side.BLUE;
                int moves = random.nextInt(Math.max(1, n * (n + 1) / 2 + 1));
                BridgitGame g = RandomPositions.play(n, first, moves, random);
                BridgitAnalysis a = BridgitAnalyzer.analyze(g);
                for (boolean trees : new boolean[] {false, true}) {
                    StringWriter out = new StringWriter();
                    BridgitJson.writeAnalysis(out, a, trees);
                    assertThat(out.toString())
                            .as("n=%d moves=%d trees=%s", n, moves, trees)
                            .isEqualTo(Json.line(BridgitJson.analysis(a, trees)));
                }
                positions++;
                withTrees += a.winningMoves().isEmpty() ? 0 : 1;
            }
        }
        assertThat(positions).isEqualTo(42);
        assertThat(withTrees).as("positions with trees to write").isGreaterThan(10);
    }
}
