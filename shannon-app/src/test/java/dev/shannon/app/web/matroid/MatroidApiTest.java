package dev.shannon.app.web.matroid;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer;
import dev.shannon.matroid.Bits;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.NamedMatroids;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The matroid endpoints against the library, and whole games played through them. */
class MatroidApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static ObjectNode body(String preset, String first, List<Integer> moves) {
        ObjectNode b = Json.object();
        b.put("preset", preset);
        b.put("first", first);
        b.set("moves", Json.array(moves.stream().mapToInt(Integer::intValue).toArray()));
        return b;
    }

    /** A preset is its text (what records hold): the text reads back as the matroid the book names, rank for rank. */
    @Test
    void presetTextsAreTheNamedMatroids() {
        Map<String, MatroidGame> named = Map.of(
                "fano", MatroidGame.of(NamedMatroids.fano(), 6),
                "non-fano", MatroidGame.of(NamedMatroids.nonFano(), 6),
                "fano-dual", MatroidGame.of(NamedMatroids.fanoDual(), 6),
                "u24", MatroidGame.of(NamedMatroids.u24(), 0),
                "k4", MatroidGame.of(NamedMatroids.k4(), 5));
        named.forEach((name, book) -> {
            MatroidGame preset = MatroidPresets.get(name).game();
            assertThat(preset.size()).as(name).isEqualTo(book.size());
            assertThat(preset.target()).as(name).isEqualTo(book.target());
            for (int set = 0; set < 1 << book.size(); set++) {
                long[] s = {set};
                assertThat(preset.matroid().rank(s))
                        .as(name + " rank of " + set)
                        .isEqualTo(book.matroid().rank(s));
            }
            assertThat(MatroidPresets.byText(MatroidPresets.get(name).text())).isSameAs(MatroidPresets.get(name));
        });
    }

    @Test
    void everyPresetPlayedToTheEndAgreesWithTheSolver() {
        JsonNode presets = server.get("/api/matroid/presets").json().get("presets");
        assertThat(presets.size()).isGreaterThanOrEqualTo(5);
        Random rnd = new Random(3);
        for (JsonNode p : presets) {
            String name = p.get("name").asText();
            ObjectNode g = Json.object();
            g.put("preset", name);
            JsonNode game = server.post("/api/matroid/game", g).json();
            MatroidGame start = MatroidPresets.get(name).game();
            assertThat(game.get("type").asText())
                    .isEqualTo(EdmondsSolver.analyze(start).type().id());
            for (String first : new String[] {"short", "cut"}) {
                // The computer plays one side, random moves the other; every verdict on the way is the solver's.
                List<Integer> moves = new ArrayList<>();
                MatroidGame pos = start;
                Player toMove = Player.parse(first);
                while (true) {
                    JsonNode a = server.post("/api/matroid/analyze", body(name, first, moves))
                            .json();
                    assertThat(a.get("movesPlayed").asInt()).isEqualTo(moves.size());
                    if (a.get("over").asBoolean()) {
                        assertThat(a.get("winner").asText()).isEqualTo(pos.shortHasWon() ? "short" : "cut");
                        assertThat(a.get("winningMoves")).isEmpty();
                        break;
                    }
                    Verdict v = EdmondsSolver.analyze(pos, false).verdict(toMove);
                    assertThat(a.get("winner").asText()).isEqualTo(v.winner().id());
                    assertThat(a.get("winningMoves").toString())
                            .isEqualTo(Json.array(v.winningMoves()).toString());
                    JsonNode cert = server.post("/api/matroid/certificate", body(name, first, moves))
                            .json();
                    assertThat(cert.get("winner").asText()).isEqualTo(v.winner().id());
                    int x;
                    if (toMove == Player.SHORT) {
                        x = server.post("/api/matroid/move", body(name, first, moves))
                                .json()
                                .get("element")
                                .asInt();
                    } else {
                        int[] free = Bits.toArray(pos.playable());
                        x = free[rnd.nextInt(free.length)];
                    }
                    moves.add(x);
                    pos = toMove == Player.SHORT ? pos.claim(x) : pos.delete(x);
                    toMove = toMove.opponent();
                }
            }
        }
    }

    @Test
    void badRequestsAre400WithAnError() {
        ObjectNode none = Json.object();
        assertThat(server.post("/api/matroid/game", none).status()).isEqualTo(400);
        ObjectNode unknown = Json.object();
        unknown.put("preset", "petersen");
        assertThat(server.post("/api/matroid/game", unknown).error()).contains("unknown preset");
        ObjectNode text = Json.object();
        text.put("text", "binary\n1 0\n1\ntarget 0");
        TestServer.Reply r = server.post("/api/matroid/game", text);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.error()).contains("row has 1 entries");
        assertThat(server.post("/api/matroid/analyze", body("fano", "short", List.of(6)))
                        .error())
                .contains("is the target");
        assertThat(server.post("/api/matroid/analyze", body("fano", "short", List.of(1, 1)))
                        .error())
                .contains("already been played");
        assertThat(server.post("/api/matroid/analyze", body("fano", "short", List.of(9)))
                        .status())
                .isEqualTo(400);
        ObjectNode big = Json.object();
        big.put("text", "uniform 3 100\ntarget 0");
        assertThat(server.post("/api/matroid/game", big).error()).contains("at most 64 elements");
        ObjectNode json = Json.object();
        json.set("matroid", Json.MAPPER.valueToTree(Map.of("kind", "uniform", "r", 2, "n", 4, "target", 0)));
        assertThat(server.post("/api/matroid/game", json).json().get("type").asText())
                .isEqualTo("first");
    }

    @Test
    void thePageIsServed() {
        // The page is one of the app's (#/matroid); the old address sends its visitors there.
        assertThat(server.get("/matroid.html").body()).contains("/#/matroid");
        assertThat(server.get("/").body()).contains("/css/matroid.css");
        assertThat(server.get("/js/matroid/page.js").status()).isEqualTo(200);
        assertThat(server.get("/css/matroid.css").status()).isEqualTo(200);
    }
}
