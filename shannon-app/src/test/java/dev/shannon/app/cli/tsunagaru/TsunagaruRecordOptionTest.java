package dev.shannon.app.cli.tsunagaru;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.io.Json;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageFormat;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.TsunagaruRecord;
import dev.shannon.puzzles.tsunagaru.TsunagaruRecord.Turn;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tsunagaru solve --record}: the stage a record reaches, and whether its turns solve it. */
class TsunagaruRecordOptionTest {
    /**
     * Random stages dealt scrambled, random turns: the counts are the dealt stage's (turning tiles
     * changes no count), "solved" is the final stage's, and making the clicks the command shows, as
     * more turns in the record, gives a record the command calls solved, with no clicks left.
     */
    @Test
    void theShownClicksFinishTheRecord(@TempDir Path dir) throws Exception {
        SplittableRandom random = new SplittableRandom(1201);
        Path file = dir.resolve("game.txt");
        Path dealt = dir.resolve("stage.txt");
        for (int round = 0; round < 12; round++) {
            int rows = 2 + random.nextInt(3);
            int cols = 2 + random.nextInt(3);
            Stage stage =
                    StageGenerator.randomStage(rows, cols, random.nextLong()).scrambled(random);
            Rule rule = random.nextBoolean() ? Rule.ANY : Rule.CONNECTED;
            List<Turn> turns = new ArrayList<>();
            for (int i = random.nextInt(8); i > 0; i--) {
                turns.add(new Turn(random.nextInt(rows), random.nextInt(cols)));
            }
            TsunagaruRecord rec = new TsunagaruRecord(stage, rule, turns);
            Files.writeString(file, rec.format());
            Files.writeString(dealt, StageFormat.playable(stage));
            JsonNode json = solve(file, "--show", "1");
            String[] connected = rule == Rule.CONNECTED ? new String[] {"--connected"} : new String[0];
            JsonNode direct = Json.MAPPER.readTree(CliRunner.run(
                            concat(new String[] {"tsunagaru", "solve", "--json", dealt.toString()}, connected))
                    .out());
            assertThat(json.get("solutions")).isEqualTo(direct.get("solutions"));
            assertThat(json.get("connected")).isEqualTo(direct.get("connected"));
            assertThat(json.get("rule").asText()).isEqualTo(rule == Rule.CONNECTED ? "connected" : "any");
            assertThat(json.get("record").get("turns").asInt()).isEqualTo(turns.size());
            Stage end = rec.finalStage();
            boolean solvedNow = end.isSolved()
                    && (rule == Rule.ANY || end.asSolution().orElseThrow().isConnected());
            assertThat(json.get("solved").asBoolean()).isEqualTo(solvedNow);
            if (json.get("solutions").asLong() == 0) {
                continue;
            }
            JsonNode clicks = json.get("shown").get(0).get("clicks");
            List<Turn> finishing = new ArrayList<>(turns);
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    for (int k = clicks.get(r).get(c).asInt(); k > 0; k--) {
                        finishing.add(new Turn(r, c));
                    }
                }
            }
            Files.writeString(file, new TsunagaruRecord(stage, rule, finishing).format());
            JsonNode done = solve(file, "--show", "1");
            assertThat(done.get("solved").asBoolean()).isTrue();
            assertThat(done.get("shown").get(0).get("totalClicks").asInt()).isZero();
        }
    }

    private static JsonNode solve(Path record, String... more) throws Exception {
        CliRunner.Result r = CliRunner.run(
                concat(new String[] {"tsunagaru", "solve", "--json", "--record", record.toString()}, more));
        assertThat(r.exit()).as(r.err()).isZero();
        return Json.MAPPER.readTree(r.out());
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    @Test
    void textNamesTheRecordAndSaysWhetherItIsSolved() {
        String record = "shannon-record tsunagaru\nrule any\nstage\n╶┐\n╶┘\nend\nturns 0,0 0,0 1,0\n";
        CliRunner.Result r = CliRunner.runWithInput(record, "tsunagaru", "solve", "--show", "0", "--record", "-");
        assertThat(r.exit()).isZero();
        assertThat(r.out())
                .startsWith(
                        "<stdin>: 2 x 2, 4 tiles, playable\nrecord:    the stage as dealt after 3 turns\nsolutions: 1\n")
                .contains("as shown:  not solved yet\n  ╴╶┐\n  ╷╶┘\n");
        CliRunner.Result back = CliRunner.runWithInput(
                record.replace("turns 0,0 0,0 1,0", "turns 0,0 0,0 0,0 0,0"),
                "tsunagaru",
                "solve",
                "--show",
                "0",
                "--record",
                "-");
        assertThat(back.out()).contains("as shown:  solved\n");
    }

    @Test
    void badRecordsAreOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        String good = "shannon-record tsunagaru\nstage\n╶┐\n╶┘\nend\n";
        assertOneLine(dir, good + "turns 2,0\n", "bad.txt: turn 1 (2,0): no tile there on the 2x2 stage");
        assertOneLine(dir, good + "turns 0;0\n", "bad.txt: turns: '0;0' is not a tile row,col");
        assertOneLine(
                dir,
                good.replace("stage\n", "rule loose\nstage\n"),
                "bad.txt: rule must be any or connected, got 'loose'");
        assertOneLine(
                dir,
                "shannon-record tsunagaru\nstage\n1 L\nend\n",
                "bad.txt: stage: a record needs each tile's orientation");
        Path file = dir.resolve("bad.txt");
        CliRunner.Result both = CliRunner.run("tsunagaru", "solve", "--record", file.toString(), file.toString());
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("give either --record or STAGE files, not both");
        CliRunner.Result none = CliRunner.run("tsunagaru", "solve");
        assertThat(none.exit()).isEqualTo(2);
        assertThat(none.err()).contains("give a STAGE file (or --record FILE)");
    }

    private static void assertOneLine(Path dir, String record, String message) throws Exception {
        Path file = dir.resolve("bad.txt");
        Files.writeString(file, record);
        CliRunner.Result r = CliRunner.run("tsunagaru", "solve", "--record", file.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip().lines()).hasSize(1);
        assertThat(r.err()).contains(message);
    }
}
