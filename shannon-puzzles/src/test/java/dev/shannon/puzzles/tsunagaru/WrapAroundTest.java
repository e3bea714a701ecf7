package dev.shannon.puzzles.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shannon.puzzles.tsunagaru.StageGenerator.Generated;
import dev.shannon.puzzles.tsunagaru.StageGenerator.Goal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * Wrap-around stages (the torus, as in Simon Tatham's Net; issue 31): GraphSet's counts and
 * listings against a plain enumeration of every orientation that checks the torus with its own
 * modular arithmetic (not {@link Neighbours}; {@link BruteForce}), backtracking against both, generated stages with
 * exactly one solution, and the text forms and IDs that carry the flag.
 */
class WrapAroundTest {
    /** Arbitrary tiles on 3×3 tori: mostly unsolvable, some with several solutions. */
    @Provide
    Arbitrary<Stage> anyTiles() {
        return Arbitraries.longs()
                .map(seed ->
                        RandomStages.anyTiles(3, 3, new SplittableRandom(seed)).wrapping(true));
    }

    /** Stages read off random solved torus layouts, 3 … 4 rows and columns, with few or many extra edges. */
    @Provide
    Arbitrary<Stage> solvable() {
        return Combinators.combine(
                        Arbitraries.integers().between(3, 4),
                        Arbitraries.integers().between(3, 4),
                        Arbitraries.doubles().between(0, 1),
                        Arbitraries.longs())
                .as((r, c, extra, seed) -> StageGenerator.randomStage(r, c, true, extra, seed));
    }

    @Property(tries = 200)
    void countsMatchTheBruteForceOnArbitraryTiles(@ForAll("anyTiles") Stage s) {
        Counts brute = bruteCounts(s);
        assertThat(StageSolver.count(s)).as(s.toString()).isEqualTo(brute);
        assertThat(BacktrackingSolver.count(s)).as(s.toString()).isEqualTo(brute);
    }

    @Property(tries = 80)
    void solutionsAreExactlyTheBruteForceOnes(@ForAll("solvable") Stage s) {
        if (BruteForce.combinations(s) > 300_000) {
            assertThat(StageSolver.count(s)).isEqualTo(BacktrackingSolver.count(s));
            return;
        }
        List<int[]> brute = bruteSolutions(s);
        assertThat(brute).isNotEmpty();
        Solutions zdd = StageSolver.solve(s);
        Set<String> listed = new HashSet<>();
        for (Solution x : zdd.stream().toList()) {
            assertThat(x.wraps()).isTrue();
            assertThat(s.showing(x).isSolved()).isTrue();
            listed.add(Arrays.toString(x.armsArray()));
        }
        Set<String> expected = new HashSet<>();
        brute.forEach(a -> expected.add(Arrays.toString(a)));
        assertThat(listed).isEqualTo(expected);
        assertThat(zdd.connectedCount()).isEqualTo(bruteCounts(s).connected());
        assertThat(StageSolver.solve(s, Rule.CONNECTED).count()).isEqualTo(zdd.connectedCount());
    }

    @Property(tries = 40)
    void fewestClicksAndHintsKnowTheTorus(@ForAll("solvable") Stage s, @ForAll long seed) {
        if (BruteForce.combinations(s) > 300_000) {
            return;
        }
        Stage playing = s.scrambled(new SplittableRandom(seed));
        int fewest = Integer.MAX_VALUE;
        for (Solution x : BruteForce.solutions(s)) {
            fewest = Math.min(fewest, x.totalClicksFrom(playing));
        }
        Solutions all = StageSolver.solve(s);
        assertThat(all.byFewestClicks(playing).findFirst().orElseThrow().totalClicks())
                .isEqualTo(fewest);
        // Following hints reaches a solved board on the torus.
        for (int k = 0; k < 4 * s.cellCount() && !playing.isSolved(); k++) {
            Hint h = all.hint(playing).orElseThrow();
            playing = playing.rotate(h.row(), h.col(), h.clicks());
        }
        assertThat(playing.isSolved()).isTrue();
    }

    @Test
    void generatedStagesHaveExactlyOneSolution() {
        for (int k = 0; k < 6; k++) {
            int rows = 3 + k % 3;
            int cols = 3 + k / 2 % 3;
            Generated g = StageGenerator.generate(rows, cols, true, Goal.UNIQUE, k, 60_000, 0)
                    .orElseThrow();
            Stage s = g.stage();
            assertThat(s.wraps()).isTrue();
            assertThat(g.playable().wraps()).isTrue();
            assertThat(StageSolver.solve(s).count()).isEqualTo(BigInteger.ONE);
            assertThat(BacktrackingSolver.count(s).solutions()).isEqualTo(BigInteger.ONE);
            if (BruteForce.combinations(s) <= 300_000) {
                assertThat(bruteSolutions(s)).hasSize(1);
            }
            // The unique solution, shown on the dealt board, is what the game accepts as solved.
            Solution only = StageSolver.solve(s).get(0);
            assertThat(g.playable().showing(only).isSolved()).isTrue();
        }
    }

    /**
     * Every wrap-around board has tricky stages, 3 × 3 included (the plain 3 × 3 has none): the 3 × 3
     * torus by enumerating all 2^18 edge sets, grouped by the kinds they make; and the generator makes one.
     */
    @Test
    void theThreeByThreeTorusHasTrickyStages() {
        int rows = 3;
        int cols = 3;
        int n = rows * cols;
        Map<String, int[]> byKinds = new HashMap<>();
        for (int mask = 0; mask < 1 << 2 * n; mask++) {
            int[] arms = new int[n];
            for (int e = 0; e < 2 * n; e++) {
                if ((mask >>> e & 1) != 0) {
                    int i = e / 2;
                    int j = e % 2 == 0
                            ? i / cols * cols + (i % cols + 1) % cols
                            : (i / cols + 1) % rows * cols + i % cols;
                    arms[i] |= e % 2 == 0 ? Arms.EAST : Arms.SOUTH;
                    arms[j] |= e % 2 == 0 ? Arms.WEST : Arms.NORTH;
                }
            }
            StringBuilder kinds = new StringBuilder();
            for (int a : arms) {
                kinds.append(a == 0 ? '.' : TileKind.ofArms(a).symbol());
            }
            int[] counts = byKinds.computeIfAbsent(kinds.toString(), k -> new int[2]);
            counts[0]++;
            counts[1] += piecesOnTorus(rows, cols, arms) == 1 ? 1 : 0;
        }
        long tricky =
                byKinds.values().stream().filter(c -> c[0] == 2 && c[1] == 1).count();
        assertThat(tricky).isEqualTo(1398);

        Generated g =
                StageGenerator.generate(3, 3, true, Goal.TRICKY, 1, 60_000, 0).orElseThrow();
        Counts brute = bruteCounts(g.stage());
        assertThat(brute).isEqualTo(new Counts(BigInteger.TWO, BigInteger.ONE));
        assertThat(g.counts()).isEqualTo(brute);
    }

    @Test
    void aStageWithALevelWrapsToo() {
        Generated g =
                StageGenerator.generate(5, 5, true, Reasoning.LOCAL, 4, 60_000).orElseThrow();
        assertThat(g.stage().wraps()).isTrue();
        assertThat(Grader.grade(g.stage())).isEqualTo(Reasoning.LOCAL);
        assertThat(StageSolver.solve(g.stage()).isUnique()).isTrue();
    }

    @Test
    void armsMeetAcrossTheEdges() {
        // Three columns of straights on a 3 × 3 board: solved only when the board wraps.
        Stage plain = Stage.parse("│││\n│││\n│││");
        assertThat(plain.isSolved()).isFalse();
        Stage torus = plain.wrapping(true);
        assertThat(torus.isSolved()).isTrue();
        assertThat(torus.asSolution().orElseThrow().pieces()).isEqualTo(3);
        assertThat(torus.neighbour(0, 0)).isEqualTo(6);
        assertThat(torus.neighbour(0, 3)).isEqualTo(2);
        assertThat(plain.neighbour(0, 0)).isEqualTo(-1);
    }

    @Test
    void textFormsAndIdsCarryTheFlag() {
        Stage s = StageGenerator.randomStage(4, 5, true, 0.3, 7);
        assertThat(s.toString()).startsWith("wrap\n");
        assertThat(Stage.parse(s.toString())).isEqualTo(s);
        Stage p = s.scrambled(new SplittableRandom(1));
        assertThat(Stage.parse(StageFormat.playable(p))).isEqualTo(p);
        assertThat(Stage.parse(StageFormat.clicks(p))).isEqualTo(p);
        assertThat(Stage.parse("# a comment\nWrap\nL L L\nL L L\nL L L").wraps())
                .isTrue();
        assertThat(Stage.parse("L L\nL L").wraps()).isFalse();
        assertThatThrownBy(() -> Stage.parse("wrap\nL L\nL L"))
                .hasMessageStartingWith("line 1: a wrap-around stage needs at least 3 rows and 3 columns");
        assertThatThrownBy(() -> Stage.parse("L L L\nwrap\nL L L\nL L L")).hasMessageStartingWith("line 2:");

        StageId id = StageId.parse("5x4u2w#9");
        assertThat(id.wrap()).isTrue();
        assertThat(id).hasToString("5x4u2w#9");
        assertThat(StageId.parse("5x4u#9").wrap()).isFalse();
        assertThat(StageId.parse("5x4uw#9")).isEqualTo(new StageId(5, 4, Goal.UNIQUE, null, true, 9));
        assertThatThrownBy(() -> StageId.parse("2x4uw#9")).hasMessageContaining("at least 3 rows and 3 columns");
        Stage a = StageId.parse("5x4uw#9").generate(60_000).orElseThrow().stage();
        assertThat(a.wraps()).isTrue();
        assertThat(a.draw())
                .isEqualTo(StageId.parse("5x4uw#9")
                        .generate(60_000)
                        .orElseThrow()
                        .stage()
                        .draw());
    }

    @Test
    void aRecordKeepsTheBoardWrapping() {
        Stage dealt = StageId.parse("4x3uw#1").generate(60_000).orElseThrow().playable();
        TsunagaruRecord rec = new TsunagaruRecord(dealt, Rule.ANY, List.of(new TsunagaruRecord.Turn(0, 0, false)));
        TsunagaruRecord back = TsunagaruRecord.parse(rec.format());
        assertThat(back.stage().wraps()).isTrue();
        assertThat(back.stage()).isEqualTo(dealt);
        assertThat(back.finalStage()).isEqualTo(dealt.rotate(0, 0));
    }

    // ------------------------------------------------------------- the plain enumeration

    private static List<int[]> bruteSolutions(Stage s) {
        List<int[]> out = new ArrayList<>();
        for (Solution x : BruteForce.solutions(s)) {
            out.add(x.armsArray());
        }
        return out;
    }

    private static Counts bruteCounts(Stage s) {
        List<int[]> all = bruteSolutions(s);
        long connected = all.stream()
                .filter(a -> piecesOnTorus(s.rows(), s.cols(), a) == 1)
                .count();
        return new Counts(BigInteger.valueOf(all.size()), BigInteger.valueOf(connected));
    }

    /** Pieces by a flood fill over arms, wrapping with plain modular steps. */
    private static int piecesOnTorus(int rows, int cols, int[] arms) {
        int n = rows * cols;
        boolean[] seen = new boolean[n];
        int pieces = 0;
        for (int start = 0; start < n; start++) {
            if (arms[start] == 0 || seen[start]) {
                continue;
            }
            pieces++;
            ArrayDeque<Integer> todo = new ArrayDeque<>(List.of(start));
            seen[start] = true;
            while (!todo.isEmpty()) {
                int i = todo.pop();
                int r = i / cols;
                int c = i % cols;
                int[] next = {
                    (r + rows - 1) % rows * cols + c,
                    r * cols + (c + 1) % cols,
                    (r + 1) % rows * cols + c,
                    r * cols + (c + cols - 1) % cols
                };
                for (int d = 0; d < 4; d++) {
                    if ((arms[i] >>> d & 1) != 0 && !seen[next[d]]) {
                        seen[next[d]] = true;
                        todo.push(next[d]);
                    }
                }
            }
        }
        return pieces;
    }
}
