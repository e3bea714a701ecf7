package dev.shannon.app.cli.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.io.Json;
import dev.shannon.puzzles.tsunagaru.BacktrackingSolver;
import dev.shannon.puzzles.tsunagaru.Counts;
import dev.shannon.puzzles.tsunagaru.Grader;
import dev.shannon.puzzles.tsunagaru.Reasoning;
import dev.shannon.puzzles.tsunagaru.SampleStages;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TsunagaruCommandTest {
    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    private static JsonNode json(String line) throws IOException {
        return Json.MAPPER.readTree(line);
    }

    @Test
    void worldStageNineFollowsTheJsonContract() throws Exception {
        String w9 = file("w9.txt", SampleStages.WORLD_9);
        CliRunner.Result r = CliRunner.run("tsunagaru", "solve", "--json", w9);
        assertThat(r.exit()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.out().lines()).hasSize(1);
        JsonNode j = json(r.out());
        assertThat(j.get("solutions").isIntegralNumber()).isTrue();
        assertThat(j.get("solutions").bigIntegerValue()).isEqualTo(BigInteger.valueOf(3));
        assertThat(j.get("connected").isIntegralNumber()).isTrue();
        assertThat(j.get("connected").asInt()).isEqualTo(3);
        assertThat(j.get("unique").asBoolean()).isFalse();
        assertThat(j.get("forced").asInt()).isEqualTo(75);
        assertThat(j.get("forcedTiles").get(6).asText()).isEqualTo("├???└┘│┌┤");
        assertThat(r.out()).startsWith("{\"solutions\":3,\"connected\":3,");
    }

    @Test
    void severalStagesGiveOneLineEachInOrderAndDashReadsStandardInput() throws Exception {
        String w9 = file("w9.txt", SampleStages.WORLD_9);
        String tricky = file("t.txt", SampleStages.get("tricky-7").toString());
        CliRunner.Result r = CliRunner.runWithInput(
                SampleStages.get("warm-up").toString(), "tsunagaru", "solve", "--json", tricky, "-", w9);
        assertThat(r.exit()).isZero();
        String[] lines = r.out().split("\n");
        assertThat(lines).hasSize(3);
        assertThat(json(lines[0]).get("solutions").asInt()).isEqualTo(2);
        assertThat(json(lines[0]).get("connected").asInt()).isEqualTo(1);
        assertThat(json(lines[1]).get("solutions").asInt()).isEqualTo(1);
        assertThat(json(lines[1]).get("unique").asBoolean()).isTrue();
        assertThat(json(lines[2]).get("solutions").asInt()).isEqualTo(3);
    }

    @Test
    void hugeCountsAreExactJsonNumbers() throws Exception {
        Stage big = StageGenerator.randomStage(60, 60, 0.5, 60);
        Counts expected = StageSolver.count(big);
        assertThat(expected.solutions()).isGreaterThan(BigInteger.valueOf(Long.MAX_VALUE));
        String f = file("big.txt", big.toString());
        CliRunner.Result r = CliRunner.run("tsunagaru", "solve", "--json", "--count-only", f);
        assertThat(r.exit()).isZero();
        JsonNode j = json(r.out());
        assertThat(j.get("solutions").isBigInteger()).isTrue();
        assertThat(j.get("solutions").bigIntegerValue()).isEqualTo(expected.solutions());
        assertThat(j.get("connected").bigIntegerValue()).isEqualTo(expected.connected());
        assertThat(r.out()).contains("\"solutions\":" + expected.solutions() + ",");
    }

    @Test
    void connectedRuleCountsOnlyConnectedSolutions() throws Exception {
        String tricky = file("t.txt", SampleStages.get("tricky-7").toString());
        JsonNode j = json(CliRunner.run("tsunagaru", "solve", "--json", "--connected", tricky)
                .out());
        assertThat(j.get("solutions").asInt()).isEqualTo(1);
        assertThat(j.get("connected").asInt()).isEqualTo(1);
        assertThat(j.get("rule").asText()).isEqualTo("connected");
        assertThat(j.get("unique").asBoolean()).isTrue();
    }

    @Test
    void backtrackingGivesTheSameCounts() throws Exception {
        String tricky = file("t.txt", SampleStages.get("tricky-7").toString());
        JsonNode zdd =
                json(CliRunner.run("tsunagaru", "solve", "--json", tricky).out());
        JsonNode bt = json(CliRunner.run("tsunagaru", "solve", "--json", "--method", "backtrack", tricky)
                .out());
        assertThat(bt.get("solutions")).isEqualTo(zdd.get("solutions"));
        assertThat(bt.get("connected")).isEqualTo(zdd.get("connected"));
        Counts c = BacktrackingSolver.count(SampleStages.get("tricky-7"));
        assertThat(bt.get("solutions").asInt()).isEqualTo(c.solutions().intValue());
    }

    @Test
    void textReportDrawsSolutionsAndForcedTiles() throws Exception {
        String w9 = file("w9.txt", SampleStages.WORLD_9);
        CliRunner.Result r = CliRunner.run("tsunagaru", "solve", "--show", "2", w9);
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .contains(
                        "solutions: 3\n",
                        "connected: 3 (0 not connected)\n",
                        "unique:    no\n",
                        "forced:    75 of 81 tiles",
                        "solution 1 of 3 (connected):\n",
                        "solution 2 of 3 (connected):\n",
                        "  ┌─┬─┬─┬─┬─┬─┬─┬─┐\n",
                        "  ├╴? ? ? └─┘ │ ┌─┤\n");
        assertThat(r.out()).doesNotContain("solution 3 of 3");
    }

    @Test
    void randomSolutionsAreReproducibleWithASeed() throws Exception {
        String f = file("r.txt", StageGenerator.randomStage(8, 8, 0.5, 3).toString());
        CliRunner.Result a =
                CliRunner.run("tsunagaru", "solve", "--random", "--seed", "11", "--show", "2", "--json", f);
        CliRunner.Result b =
                CliRunner.run("tsunagaru", "solve", "--random", "--seed", "11", "--show", "2", "--json", f);
        assertThat(json(a.out()).get("shown"))
                .hasSize(2)
                .isEqualTo(json(b.out()).get("shown"));
    }

    @Test
    void playableStagesGetClicksFewestFirst() throws Exception {
        // The warm-up stage with every tile in its base orientation.
        Stage playing = SampleStages.get("warm-up").inBaseOrientation();
        String f = file("p.txt", playing.toString());
        CliRunner.Result r = CliRunner.run("tsunagaru", "solve", "--json", "--show", "1", f);
        JsonNode j = json(r.out());
        assertThat(j.get("playable").asBoolean()).isTrue();
        assertThat(j.get("solved").asBoolean()).isFalse();
        JsonNode shown = j.get("shown").get(0);
        int total = 0;
        for (JsonNode row : shown.get("clicks")) {
            for (JsonNode c : row) {
                total += c.asInt();
            }
        }
        assertThat(shown.get("totalClicks").asInt()).isEqualTo(total);
        // Turning each tile by its clicks solves the stage.
        Stage after = playing;
        for (int row = 0; row < playing.rows(); row++) {
            for (int col = 0; col < playing.cols(); col++) {
                after = after.rotate(
                        row, col, shown.get("clicks").get(row).get(col).asInt());
            }
        }
        assertThat(after.isSolved()).isTrue();
        assertThat(String.join("\n", Json.MAPPER.convertValue(shown.get("tiles"), String[].class)) + "\n")
                .isEqualTo(after.toString());
        String text = CliRunner.run("tsunagaru", "solve", f).out();
        assertThat(text)
                .contains(
                        "as shown:  not solved yet",
                        "solution 1 by fewest clicks (connected), " + total + " clicks:",
                        "clicks per tile:");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        String ragged = file("ragged.txt", "L 3 L\n3 4\n");
        String unknown = file("unknown.txt", "L 3 L\n3 X L\n");
        String number = file("number.txt", "L 3 L\n3 12 L\n");
        String empty = file("empty.txt", ". .\n");
        String tall = file("tall.txt", "1\n".repeat(101));
        String[][] cases = {
            {ragged, "shannon: " + ragged + ": line 2: 2 cells, but line 1 has 3 (rows must all be the same length)"},
            {unknown, "shannon: " + unknown + ": line 2, column 2: unknown tile 'X'"},
            {number, "shannon: " + number + ": line 2, column 2: '12' is not a tile: a number too large"},
            {empty, "shannon: " + empty + ": the stage has no tiles"},
            {tall, "shannon: " + tall + ": line 101: more than 100 rows"},
            {dir.resolve("missing.txt").toString(), "shannon: " + dir.resolve("missing.txt") + ": no such file"},
        };
        for (String[] c : cases) {
            CliRunner.Result r = CliRunner.run("tsunagaru", "solve", "--json", c[0]);
            assertThat(r.exit()).as(c[0]).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).startsWith(c[1]);
            assertThat(r.err().lines()).hasSize(1);
        }
        CliRunner.Result stdin = CliRunner.runWithInput("", "tsunagaru", "solve", "-");
        assertThat(stdin.exit()).isEqualTo(2);
        assertThat(stdin.err()).isEqualTo("shannon: <stdin>: no stage: the text has no rows of tiles\n");
        // Good files before a bad one print nothing: the whole batch is checked first.
        String w9 = file("w9.txt", SampleStages.WORLD_9);
        CliRunner.Result batch = CliRunner.run("tsunagaru", "solve", "--json", w9, ragged);
        assertThat(batch.exit()).isEqualTo(2);
        assertThat(batch.out()).isEmpty();
        assertThat(CliRunner.run("tsunagaru", "solve", "--show", "99999999999999999999", w9)
                        .exit())
                .isEqualTo(2);
        assertThat(CliRunner.run("tsunagaru", "solve", "--seed", "x", w9).exit())
                .isEqualTo(2);
    }

    @Test
    void renderWritesSvgAndPng() throws Exception {
        String w9 = file("w9.txt", SampleStages.WORLD_9);
        Path svg = dir.resolve("w9.svg");
        Path png = dir.resolve("w9.png");
        CliRunner.Result r = CliRunner.run(
                "tsunagaru",
                "render",
                w9,
                "--svg",
                svg.toString(),
                "--png",
                png.toString(),
                "--solution",
                "2",
                "--cell",
                "40",
                "--caption",
                "world stage 9 <2>");
        assertThat(r.exit()).as(r.err()).isZero();
        String text = Files.readString(svg);
        assertThat(text)
                .startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\"")
                .contains("world stage 9 &lt;2&gt;");
        // 81 tiles, each a person (a body box and a head disc).
        assertThat(text.split("<circle", -1).length - 1).isGreaterThanOrEqualTo(2 * 81);
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(400);
        assertThat(img.getHeight()).isEqualTo(424);
        assertThat(CliRunner.run("tsunagaru", "render", w9, "--png", png.toString(), "--solution", "4")
                        .err())
                .isEqualTo("shannon: --solution must be between 1 and 3, got 4\n");
        assertThat(CliRunner.run("tsunagaru", "render", w9).exit()).isEqualTo(2);
        // An output path that cannot be written: one line, no ImageIO stack trace.
        for (String target : new String[] {
            dir.toString(), dir.resolve("missing").resolve("w.png").toString()
        }) {
            CliRunner.Result bad = CliRunner.run("tsunagaru", "render", w9, "--png", target);
            assertThat(bad.exit()).isEqualTo(2);
            assertThat(bad.err().strip()).doesNotContain("\n").doesNotContain("Exception");
        }
        assertThat(CliRunner.run("tsunagaru", "render", w9, "--svg", svg.toString(), "--cell", "2")
                        .exit())
                .isEqualTo(2);
    }

    @Test
    void generateIsReproducibleAndMeetsItsGoal() throws Exception {
        CliRunner.Result a = CliRunner.run("tsunagaru", "generate", "--size", "6x5", "--unique", "--seed", "3");
        assertThat(a.exit()).as(a.err()).isZero();
        Stage s = Stage.parse(a.out());
        assertThat(s.cols()).isEqualTo(6);
        assertThat(s.rows()).isEqualTo(5);
        assertThat(BacktrackingSolver.count(s).solutions()).isEqualTo(BigInteger.ONE);
        assertThat(a.out())
                .startsWith("# 6x5 unique stage, seed 3: 1 solution (1 connected)\n")
                .contains("# difficulty: ");
        String again = CliRunner.run("tsunagaru", "generate", "--size", "6x5", "--unique", "--seed", "3")
                .out();
        assertThat(Stage.parse(again)).isEqualTo(s);

        JsonNode t = json(CliRunner.run("tsunagaru", "generate", "--size", "6x6", "--tricky", "--seed", "2", "--json")
                .out());
        assertThat(t.get("solutions").asInt()).isEqualTo(2);
        assertThat(t.get("connected").asInt()).isEqualTo(1);
        Stage tricky = Stage.parse(String.join("\n", Json.MAPPER.convertValue(t.get("playable"), String[].class)));
        assertThat(tricky.isPlayable()).isTrue();
        Counts c = BacktrackingSolver.count(tricky.typesOnly());
        assertThat(c).isEqualTo(new Counts(BigInteger.TWO, BigInteger.ONE));

        assertThat(CliRunner.run("tsunagaru", "generate", "--size", "101x5").err())
                .startsWith("shannon: stage 101 wide and 5 high is too large");
        assertThat(CliRunner.run("tsunagaru", "generate", "--size", "nine").exit())
                .isEqualTo(2);
        assertThat(CliRunner.run("tsunagaru", "generate", "--size", "5x5", "--unique", "--tricky")
                        .exit())
                .isEqualTo(2);
    }

    /** A stage ID (printed with every stage) makes the same stage again; a level asks for the reasoning it needs. */
    @Test
    void stageIdsAndLevels() {
        CliRunner.Result a = CliRunner.run("tsunagaru", "generate", "--size", "6x5", "--unique", "--seed", "3");
        assertThat(a.out()).contains("# id: 6x5u#3 (generate --id 6x5u#3 makes it again)\n");
        CliRunner.Result b = CliRunner.run("tsunagaru", "generate", "--id", "6x5u#3");
        assertThat(b.exit()).as(b.err()).isZero();
        assertThat(Stage.parse(b.out())).isEqualTo(Stage.parse(a.out()));
        CliRunner.Result hard =
                CliRunner.run("tsunagaru", "generate", "--size", "7x7", "--level", "lookahead", "--seed", "3");
        assertThat(hard.exit()).as(hard.err()).isZero();
        assertThat(hard.out()).contains("# id: 7x7u2#3").contains("# level: lookahead\n");
        assertThat(Grader.grade(Stage.parse(hard.out()))).isEqualTo(Reasoning.LOOKAHEAD);
        assertThat(CliRunner.run("tsunagaru", "generate", "--id", "7x7#3").err())
                .startsWith("shannon: --id: a stage ID looks like 7x7u#42");
        assertThat(CliRunner.run("tsunagaru", "generate", "--id", "7x7u#3", "--seed", "4")
                        .exit())
                .isEqualTo(2);
        assertThat(CliRunner.run("tsunagaru", "generate", "--size", "7x7", "--level", "hardest")
                        .err())
                .startsWith("shannon: --level: unknown level 'hardest'");
    }

    /** The levels of generated stages per size, as a table: every stage made is counted in one level. */
    @Test
    void levelsAreReportedPerSize() {
        CliRunner.Result r = CliRunner.run("tsunagaru", "levels", "--sizes", "4x4,5x4", "--stages", "3");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out())
                .startsWith("one-solution stages, seeds 1..3, 10000 ms each at most\n"
                        + "| size | made | not in time | local | lookahead | search | median ms | max ms |\n")
                .containsPattern("\\| 4x4 \\| 3 \\| 0 \\| 3 \\| 0 \\| 0 \\| \\d+ \\| \\d+ \\|")
                .contains("| 5x4 | 3 | 0 |");
        assertThat(CliRunner.run("tsunagaru", "levels", "--sizes", "four").exit())
                .isEqualTo(2);
        assertThat(CliRunner.run("tsunagaru", "levels", "--tricky", "--level", "local")
                        .exit())
                .isEqualTo(2);
    }

    @Test
    void samplesAreListedAndPrinted() {
        assertThat(CliRunner.run("tsunagaru", "sample").out()).contains("world-9\n", "warm-up\n", "tricky-7\n");
        assertThat(CliRunner.run("tsunagaru", "sample", "world-9").out()).isEqualTo(SampleStages.WORLD_9);
        assertThat(CliRunner.run("tsunagaru", "sample", "nope").exit()).isEqualTo(2);
    }
}
