package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.cli.CliRunner;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import dev.shannon.puzzles.tsunagaru.SampleStages;
import dev.shannon.puzzles.tsunagaru.Stage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web speaks the command line's words (docs/json.md): for the same input, every field a
 * {@code --json} command prints comes back from the matching endpoint under the same name with
 * the same value (big numbers as decimal strings there). The web may add fields, never rename.
 */
class OneVocabularyTest {
    private static TestServer server;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static JsonNode cli(String... args) {
        CliRunner.Result r = CliRunner.run(args);
        assertThat(r.exit()).as(r.err()).isZero();
        try {
            return Json.MAPPER.readTree(r.out());
        } catch (IOException e) {
            throw new AssertionError(r.out(), e);
        }
    }

    private static JsonNode web(String path, Object body) {
        TestServer.Reply r = server.post(path, body);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    /** Every field of {@code cli} but {@code skip} is in {@code web} with the same value; numbers may be strings there. */
    private static void sameWords(JsonNode cli, JsonNode web, String what, String... skip) {
        List<String> skipped = List.of(skip);
        for (Map.Entry<String, JsonNode> f : cli.properties()) {
            if (skipped.contains(f.getKey())) {
                continue;
            }
            assertThat(web.has(f.getKey()))
                    .as("%s: the web lacks %s in %s", what, f.getKey(), web)
                    .isTrue();
            JsonNode w = web.get(f.getKey());
            if (f.getValue().isIntegralNumber() && w.isTextual()) {
                assertThat(w.asText())
                        .as("%s: %s", what, f.getKey())
                        .isEqualTo(f.getValue().asText());
            } else {
                assertThat(w).as("%s: %s", what, f.getKey()).isEqualTo(f.getValue());
            }
        }
    }

    private static JsonNode withoutIndices(JsonNode certificate) {
        if (certificate == null || certificate.isNull()) {
            return null;
        }
        ObjectNode c = certificate.deepCopy();
        c.remove("vertexIndices");
        return c;
    }

    @Test
    void switchingAnalysisAndCertificatesAreSolvesOwn() throws IOException {
        for (int seed = 0; seed < 25; seed++) {
            int vertices = 4 + seed % 5;
            JsonNode drawn = web(
                    "/api/switching/graph",
                    Map.of(
                            "preset",
                            "random",
                            "vertices",
                            vertices,
                            "edges",
                            Math.min(vertices * (vertices - 1) / 2, 5 + seed % 7),
                            "seed",
                            seed));
            JsonNode game = drawn.get("game");
            Path file = Files.writeString(dir.resolve("g" + seed + ".json"), Json.line(game));
            JsonNode solved = cli("solve", "--json", file.toString());
            for (String first : new String[] {"short", "cut"}) {
                ObjectNode body = Json.object();
                body.set("graph", game);
                body.put("first", first);
                JsonNode analysis = web("/api/switching/analyze", body);
                String what = "seed " + seed + ", " + first + " first";
                JsonNode mine = solved.get(first + "First");
                if (analysis.get("over").asBoolean()) {
                    // s and t apart from the start: Cut has won, as solve says, and nobody moves.
                    assertThat(analysis.get("winner")).as(what).isEqualTo(mine.get("winner"));
                    assertThat(mine.get("winner").asText()).isEqualTo("cut");
                    continue;
                }
                assertThat(analysis.get("type")).as(what).isEqualTo(solved.get("type"));
                for (String side : new String[] {"shortFirst", "cutFirst"}) {
                    ObjectNode expected = solved.get(side).deepCopy();
                    expected.remove("certificate");
                    assertThat(analysis.get(side)).as(what).isEqualTo(expected);
                }
                assertThat(analysis.get("winner")).as(what).isEqualTo(mine.get("winner"));
                assertThat(analysis.get("winningMoves")).as(what).isEqualTo(mine.get("winningMoves"));
                JsonNode certificate = web("/api/switching/certificate", body).get("certificate");
                assertThat(withoutIndices(certificate)).as(what).isEqualTo(mine.get("certificate"));
            }
        }
    }

    @Test
    void bridgitAnalysisIsAnalyzesOwn() {
        Random random = new Random(5);
        for (int round = 0; round < 30; round++) {
            int n = 1 + random.nextInt(4);
            Side first = random.nextBoolean() ? Side.RED : Side.BLUE;
            BridgitGame g = BridgitGame.start(n, first);
            int steps = random.nextInt(n * n + 2);
            StringBuilder moves = new StringBuilder();
            for (int i = 0; i < steps && !g.isOver(); i++) {
                List<Crossing> free = g.freeCrossings();
                Crossing x = free.get(random.nextInt(free.size()));
                g = g.play(x);
                moves.append(moves.length() == 0 ? "" : " ")
                        .append(x.r())
                        .append(',')
                        .append(x.c());
            }
            JsonNode analyzed = cli(
                    "bridgit",
                    "analyze",
                    "--n",
                    String.valueOf(n),
                    "--first",
                    first.id(),
                    "--moves",
                    moves.toString(),
                    "--json");
            JsonNode web = web("/api/bridgit/analyze", BridgitApiTest.body(n, first, g.moves()));
            sameWords(analyzed, web, "n = " + n + ", moves " + moves);
        }
    }

    @Test
    void bridgitTableRowsAreTablesOwn() {
        JsonNode row = cli("bridgit", "table", "--max-n", "1", "--json");
        TestServer.Reply web = server.get("/api/bridgit/table?n=1");
        sameWords(row, web.json(), "n = 1");
    }

    @Test
    void tsunagaruSolveIsSolvesOwnWithCountsAsStrings() throws IOException {
        for (String name : List.of("world-9", "warm-up", "tricky-7")) {
            Stage stage = SampleStages.get(name).scrambled(new SplittableRandom(7));
            Path file = Files.writeString(dir.resolve(name + ".txt"), stage.toString());
            for (boolean connected : new boolean[] {false, true}) {
                JsonNode solved = connected
                        ? cli("tsunagaru", "solve", "--json", "--connected", file.toString())
                        : cli("tsunagaru", "solve", "--json", file.toString());
                JsonNode web = web(
                        "/api/tsunagaru/solve",
                        Map.of("stage", stage.toString(), "rule", connected ? "connected" : "any"));
                sameWords(solved, web, name, "shown", "millis");
                assertThat(web.get("solutions").isTextual()).isTrue();
                JsonNode shown = cli("tsunagaru", "solve", "--json", "--show", "1", file.toString())
                        .get("shown");
                if (!connected && shown.size() > 0) {
                    // The page's one solution is the command line's first by fewest clicks only by chance; its fields
                    // are the same.
                    assertThat(web.get("shown").get(0).fieldNames())
                            .toIterable()
                            .containsAll(() -> shown.get(0).fieldNames());
                }
            }
        }
    }

    @Test
    void tsunagaruGenerateIsGeneratesOwnWithTheSeedAsAString() {
        for (long seed : new long[] {2, 3, -9_167_100_350_573_995_972L}) {
            JsonNode made = cli("tsunagaru", "generate", "--size", "4x3", "--seed", Long.toString(seed), "--json");
            JsonNode web = web(
                    "/api/tsunagaru/generate",
                    Map.of("width", 4, "height", 3, "goal", "random", "seed", Long.toString(seed)));
            sameWords(made, web, "seed " + seed, "millis");
            assertThat(web.get("seed").asText()).isEqualTo(Long.toString(seed));
        }
    }
}
