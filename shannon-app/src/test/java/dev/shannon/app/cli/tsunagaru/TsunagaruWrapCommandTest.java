package dev.shannon.app.cli.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.io.Json;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tsunagaru generate --wrap} and the other commands on wrap-around stages (issue 31). */
class TsunagaruWrapCommandTest {
    @TempDir
    Path dir;

    @Test
    void generateWrapMakesAOneSolutionTorusStageThatSolveAndRenderRead() throws Exception {
        CliRunner.Result g = CliRunner.run(
                "tsunagaru", "generate", "--size", "5x4", "--unique", "--wrap", "--seed", "3", "--playable");
        assertThat(g.exit()).as(g.err()).isZero();
        assertThat(g.out()).contains("# id: 5x4uw#3").contains("\nwrap\n");
        Stage dealt = Stage.parse(g.out());
        assertThat(dealt.wraps()).isTrue();
        assertThat(StageSolver.solve(dealt).count()).isEqualTo(BigInteger.ONE);
        // The ID makes the same stage again.
        CliRunner.Result again = CliRunner.run("tsunagaru", "generate", "--id", "5x4uw#3", "--playable");
        assertThat(Stage.parse(again.out())).isEqualTo(dealt);

        Path file = dir.resolve("w.txt");
        Files.writeString(file, g.out());
        CliRunner.Result solved = CliRunner.run("tsunagaru", "solve", "--json", file.toString());
        JsonNode j = Json.MAPPER.readTree(solved.out());
        assertThat(j.get("solutions").asInt()).isEqualTo(1);
        assertThat(j.get("wrap").asBoolean()).isTrue();

        JsonNode gen = Json.MAPPER.readTree(CliRunner.run("tsunagaru", "generate", "--id", "5x4uw#3", "--json")
                .out());
        assertThat(gen.get("wrap").asBoolean()).isTrue();
        assertThat(gen.get("stage").get(0).asText()).isEqualTo("wrap");

        // Drawn solved, arms that meet across the edges run on into the margin: more bars than the same tiles
        // unwrapped.
        Path svg = dir.resolve("w.svg");
        Path plainSvg = dir.resolve("p.svg");
        assertThat(CliRunner.run("tsunagaru", "render", file.toString(), "--solution", "1", "--svg", svg.toString())
                        .exit())
                .isZero();
        String solution =
                Stage.parse(g.out()).showing(StageSolver.solve(dealt).get(0)).toString();
        Path plain = dir.resolve("p.txt");
        Files.writeString(plain, solution.replace("wrap\n", ""));
        assertThat(CliRunner.run("tsunagaru", "render", plain.toString(), "--svg", plainSvg.toString())
                        .exit())
                .isZero();
        assertThat(count(Files.readString(svg), "<line")).isGreaterThan(count(Files.readString(plainSvg), "<line"));
    }

    @Test
    void levelsAndBenchRunOnTori() {
        CliRunner.Result levels = CliRunner.run("tsunagaru", "levels", "--wrap", "--sizes", "4x3", "--stages", "2");
        assertThat(levels.exit()).as(levels.err()).isZero();
        assertThat(levels.out()).startsWith("one-solution wrap-around stages").contains("| 4x3 | 2 | 0 |");
        CliRunner.Result bench = CliRunner.run(
                "tsunagaru", "bench", "--seconds", "0.05", "--seeds", "0", "--sizes", "4", "--extra", "0.35", "--wrap");
        assertThat(bench.exit()).as(bench.err()).isZero();
        assertThat(bench.out()).contains("| 4x4 |").contains("| 4x4 wrap |");
    }

    @Test
    void badWrapRequestsAreOneLineAndExitTwo() {
        CliRunner.Result small = CliRunner.run("tsunagaru", "generate", "--size", "2x4", "--wrap");
        assertThat(small.exit()).isEqualTo(2);
        assertThat(small.err())
                .isEqualTo("shannon: --wrap: a wrap-around stage needs at least 3 rows and 3 columns, got 2x4\n");
        assertThat(CliRunner.run("tsunagaru", "generate", "--id", "5x4uw#3", "--wrap")
                        .exit())
                .isEqualTo(2);
        assertThat(CliRunner.run("tsunagaru", "generate", "--id", "2x4uw#3").err())
                .startsWith("shannon: --id: a wrap-around stage needs at least 3 rows and 3 columns");
        assertThat(CliRunner.run("tsunagaru", "levels", "--wrap", "--sizes", "2x5")
                        .err())
                .isEqualTo("shannon: --sizes: a wrap-around stage needs at least 3 rows and 3 columns, got 2x5\n");
        assertThat(CliRunner.run("tsunagaru", "bench", "--wrap", "--sizes", "2").exit())
                .isEqualTo(2);
    }

    private static int count(String text, String what) {
        return text.split(what, -1).length - 1;
    }
}
