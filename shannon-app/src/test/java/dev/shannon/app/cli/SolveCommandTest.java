package dev.shannon.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
    @TempDir
    Path dir;

    private String file(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p.toString();
    }

    @Test
    void fourCycleJsonFollowsTheContract() throws Exception {
        String c4 = file("c4.txt", "s a\na t\nt b\nb s\nterminals s t\n");
        CliRunner.Result r = CliRunner.run("solve", "--json", c4);
        assertThat(r.exit()).isZero();
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertThat(j.get("type").asText()).isEqualTo("cut");
        assertThat(j.get("shortFirst").get("winner").asText()).isEqualTo("cut");
        assertThat(j.get("shortFirst").get("winningMoves")).isEmpty();
        assertThat(j.get("cutFirst").get("winner").asText()).isEqualTo("cut");
        assertThat(j.get("cutFirst").get("winningMoves").toString()).isEqualTo("[0,1,2,3]");
    }

    @Test
    void severalFilesGiveOneLineEachInOrder() throws Exception {
        String a = file("a.txt", "s t\nterminals s t\n");
        String b = file("b.json", "{\"edges\": [[\"s\",\"t\"],[\"s\",\"t\"]], \"s\": \"s\", \"t\": \"t\"}");
        CliRunner.Result r = CliRunner.run("solve", "--json", a, b);
        String[] lines = r.out().strip().split("\n");
        assertThat(lines).hasSize(2);
        assertThat(Json.MAPPER.readTree(lines[0]).get("type").asText()).isEqualTo("first");
        JsonNode second = Json.MAPPER.readTree(lines[1]);
        assertThat(second.get("type").asText()).isEqualTo("short");
        assertThat(second.get("cutFirst").get("certificate").get("trees")).hasSize(2);
    }

    @Test
    void readsStandardInputAndGraph6WithIndices() throws Exception {
        CliRunner.Result r = CliRunner.runWithInput("C~\n", "solve", "--json", "--s", "0", "--t", "1", "-");
        assertThat(r.err()).isEmpty();
        // K4 has 6 = 2(4−1) edges forming two spanning trees: a Short game.
        assertThat(Json.MAPPER.readTree(r.out()).get("type").asText()).isEqualTo("short");
        CliRunner.Result text = CliRunner.runWithInput("x y\ny z\nterminals x z\n", "solve", "-");
        assertThat(text.out()).contains("Game type: cut");
    }

    @Test
    void commandLineTerminalsOverrideTheFile() throws Exception {
        String g = file("g.txt", "s a\na t\nterminals s t\n");
        CliRunner.Result r = CliRunner.run("solve", "--json", "--t", "a", g);
        assertThat(Json.MAPPER.readTree(r.out()).get("t").asText()).isEqualTo("a");
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        String[][] cases = {
            {file("same.txt", "a b\nterminals a a\n")},
            {file("unknown.txt", "a b\nterminals a z\n")},
            {file("missing.txt", "a b\n")},
            {file("tokens.txt", "a b c d\n")},
            {file("empty.txt", "# nothing\n")},
            {file("bad.json", "{\"edges\": [[1]], \"s\": 1, \"t\": 2}")},
            {file("field.json", "{\"edges\": [[1,2]], \"s\": 1, \"t\": 2, \"x\": 0}")},
            {file("broken.json", "{\"edges\": ")},
            {dir.resolve("nope.txt").toString()},
            {"--format", "graph6", "--s", "a", "--t", "1", file("k4.g6", "C~")},
            {"--format", "graph6", "--s", "0", "--t", "9", file("k4b.g6", "C~")},
            {"--format", "graph6", file("k4c.g6", "C~")},
            {"--format", "graph6", "--s", "0", "--t", "1", file("junk.g6", "C~ ~")},
            {"--method", "guess", file("ok.txt", "a b\nterminals a b\n")},
            // Jackson's own limits (nesting over 1000, numbers over 1000 digits) come without a location.
            {file("deep.json", "{\"edges\":" + "[".repeat(1001) + "]".repeat(1001) + ",\"s\":0,\"t\":1}")},
            {file("long.json", "{\"edges\":[[" + "9".repeat(1001) + ",1]],\"s\":1,\"t\":2}")},
            {file("twice.json", "{\"edges\":[[1,2]],\"s\":1,\"s\":2,\"t\":2}")},
            {file("trailing.json", "{\"edges\":[[1,2]],\"s\":1,\"t\":2}{\"x\":1}")},
            {"--method", "minimax", "--time-limit", "0", file("ok2.txt", "a b\nterminals a b\n")},
            {"--method", "minimax", "--time-limit", "NaN", file("ok3.txt", "a b\nterminals a b\n")},
            {"-", "-"},
        };
        for (String[] args : cases) {
            String[] full = new String[args.length + 2];
            full[0] = "solve";
            full[1] = "--json";
            System.arraycopy(args, 0, full, 2, args.length);
            CliRunner.Result r = CliRunner.run(full);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).as(String.join(" ", args)).isEmpty();
            assertThat(r.err().strip())
                    .as(String.join(" ", args))
                    .startsWith("shannon: ")
                    .doesNotContain("\n")
                    .doesNotContain("Exception");
        }
    }

    @Test
    void aByteOrderMarkIsNotPartOfTheFirstName() throws Exception {
        String plain = "s a\ns t\na t\nterminals s t\n";
        Path bom = dir.resolve("bom.txt");
        Files.write(bom, ("\uFEFF" + plain).getBytes(StandardCharsets.UTF_8));
        JsonNode withMark = Json.MAPPER.readTree(CliRunner.run("solve", "--json", "--no-certificate", bom.toString())
                .out());
        JsonNode without =
                Json.MAPPER.readTree(CliRunner.run("solve", "--json", "--no-certificate", file("plain.txt", plain))
                        .out());
        assertThat(withMark.get("vertices").asInt()).isEqualTo(3);
        assertThat(withMark.get("shortFirst")).isEqualTo(without.get("shortFirst"));
        assertThat(withMark.get("cutFirst")).isEqualTo(without.get("cutFirst"));
    }

    @Test
    void aTextFileWhoseFirstNameStartsWithABraceIsText() throws Exception {
        CliRunner.Result r = CliRunner.run("solve", "--json", file("brace.txt", "\n{x} a\nterminals {x} a\n"));
        assertThat(r.err()).isEmpty();
        assertThat(Json.MAPPER.readTree(r.out()).get("s").asText()).isEqualTo("{x}");
    }

    @Test
    void aGraph6GraphWithoutEdgesIsAlreadyWonByCut() throws Exception {
        CliRunner.Result r = CliRunner.runWithInput("A?\n", "solve", "--json", "--s", "0", "--t", "1", "-");
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertThat(j.get("type").asText()).isEqualTo("cut");
        assertThat(j.get("shortFirst").get("winningMoves")).isEmpty();
        assertThat(j.get("cutFirst").get("winningMoves")).isEmpty();
        CliRunner.Result report = CliRunner.runWithInput("B_\n", "solve", "--s", "0", "--t", "2", "-");
        assertThat(report.out()).contains("1 edge,", "already disconnected");
    }

    @Test
    void aHugeTimeLimitIsNoLimit() throws Exception {
        CliRunner.Result r =
                CliRunner.run("solve", "--json", "--method", "minimax", "--time-limit", "1e12", "../examples/k4.txt");
        assertThat(r.exit()).isZero();
        assertThat(Json.MAPPER.readTree(r.out()).get("type").asText()).isEqualTo("short");
    }

    @Test
    void minimaxGivesTheSameAnswerAsLehman() throws Exception {
        for (String example : new String[] {"four-cycle.txt", "k4.txt", "bridgit-2x3-red.txt", "petersen.json"}) {
            String path = "../examples/" + example;
            JsonNode lehman =
                    Json.MAPPER.readTree(CliRunner.run("solve", "--json", path).out());
            JsonNode minimax = Json.MAPPER.readTree(CliRunner.run("solve", "--json", "--method", "minimax", path)
                    .out());
            for (String field : new String[] {"type", "shortFirst", "cutFirst"}) {
                JsonNode a = lehman.get(field);
                JsonNode b = minimax.get(field);
                if (a.isObject()) {
                    assertThat(b.get("winner")).as(example + " " + field).isEqualTo(a.get("winner"));
                    assertThat(b.get("winningMoves")).as(example + " " + field).isEqualTo(a.get("winningMoves"));
                } else {
                    assertThat(b).as(example + " " + field).isEqualTo(a);
                }
            }
        }
    }

    @Test
    void minimaxRefusesGraphsTooLargeForBruteForce() throws Exception {
        StringBuilder sb = new StringBuilder("terminals v0 v1\n");
        for (int i = 0; i < 70; i++) {
            sb.append("v").append(i % 10).append(" v").append((i * 7 + 3) % 10).append("\n");
        }
        CliRunner.Result r = CliRunner.run("solve", "--method", "minimax", file("big.txt", sb.toString()));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("at most 64 edges");
    }

    /** The flow method prints what the default method prints, certificates included; only the timing differs. */
    @Test
    void flowPrintsWhatTheDefaultMethodPrints() throws Exception {
        for (String example : new String[] {"four-cycle.txt", "k4.txt", "bridgit-2x3-red.txt", "petersen.json"}) {
            String path = "../examples/" + example;
            ObjectNode lehman = (ObjectNode)
                    Json.MAPPER.readTree(CliRunner.run("solve", "--json", path).out());
            ObjectNode flow = (ObjectNode) Json.MAPPER.readTree(
                    CliRunner.run("solve", "--json", "--method", "flow", path).out());
            lehman.remove("timeMillis");
            flow.remove("timeMillis");
            assertThat(flow).as(example).isEqualTo(lehman);
            String text = CliRunner.run("solve", path).out().replaceAll("Solved in .*", "");
            assertThat(CliRunner.run("solve", "--method", "flow", path).out().replaceAll("Solved in .*", ""))
                    .as(example)
                    .isEqualTo(text);
        }
    }

    /** Every --method is a solver behind one interface: each prints what the default prints, on every example it can take. */
    @Test
    void everyMethodPrintsWhatTheDefaultMethodPrints() throws Exception {
        for (String example : new String[] {"four-cycle.txt", "k4.txt", "bridgit-2x3-red.txt", "petersen.json"}) {
            String path = "../examples/" + example;
            ObjectNode lehman = (ObjectNode)
                    Json.MAPPER.readTree(CliRunner.run("solve", "--json", path).out());
            lehman.remove("timeMillis");
            for (String method : new String[] {"flow", "minimax", "nwt"}) {
                CliRunner.Result r = CliRunner.run("solve", "--json", "--method", method, path);
                assertThat(r.exit()).as("%s %s: %s", method, example, r.err()).isZero();
                ObjectNode other = (ObjectNode) Json.MAPPER.readTree(r.out());
                other.remove("timeMillis");
                assertThat(other).as("%s on %s", method, example).isEqualTo(lehman);
            }
        }
    }

    @Test
    void nwtRefusesGraphsOverTenVertices() throws Exception {
        StringBuilder sb = new StringBuilder("terminals v0 v1\n");
        for (int i = 0; i < 11; i++) {
            sb.append("v").append(i).append(" v").append((i + 1) % 11).append("\n");
        }
        CliRunner.Result r = CliRunner.run("solve", "--method", "nwt", file("eleven.txt", sb.toString()));
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--method nwt handles at most 10 vertices");
    }
}
