package dev.shannon.app.web.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.web.TestServer;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.puzzle.Puzzle;
import dev.shannon.bridgit.puzzle.PuzzleSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The puzzle API (docs/json.md, "Puzzles") against the shipped set and the exact analysis. */
class PuzzlesApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aPickIsNearTheRatingOnTheBoardAskedForAndKeepsItsAnswer() {
        JsonNode p = server.get("/api/puzzles/pick?n=8&rating=1500&seed=5").json();
        assertThat(p.get("n").asInt()).isEqualTo(8);
        assertThat(p.has("solution")).isFalse();
        assertThat(p.has("line")).isFalse();
        Puzzle shipped = PuzzleSet.shipped().get(p.get("id").asInt());
        assertThat(p.get("moves").size()).isEqualTo(shipped.moves().size());
        assertThat(p.get("toMove").asText()).isEqualTo(shipped.toMove().id());
        int other = server.get("/api/puzzles/pick?n=8&rating=1500&seed=5&not="
                        + p.get("id").asInt())
                .json()
                .get("id")
                .asInt();
        assertThat(other).isNotEqualTo(p.get("id").asInt());
        assertThat(server.get("/api/puzzles/daily").json().get("date").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
    }

    @Test
    void theRightMoveShowsTheTreesAndTheRestOfTheLine() {
        int id = 0;
        Puzzle p = PuzzleSet.shipped().get(id);
        List<Crossing> line = p.line();
        for (int step = 0; step < p.depth(); step++) {
            Crossing move = line.get(2 * step);
            JsonNode r = server.post(
                            "/api/puzzles/attempt", Map.of("id", id, "step", step, "move", List.of(move.r(), move.c())))
                    .json();
            assertThat(r.get("correct").asBoolean()).isTrue();
            assertThat(r.get("trees").get("trees").size()).isEqualTo(2);
            assertThat(r.get("finished").asBoolean()).isEqualTo(step == p.depth() - 1);
            if (step < p.depth() - 1) {
                Crossing reply = line.get(2 * step + 1);
                assertThat(r.get("reply").get(0).asInt()).isEqualTo(reply.r());
                assertThat(r.get("reply").get(1).asInt()).isEqualTo(reply.c());
            }
        }
    }

    @Test
    void aWrongMoveShowsAWinningReplyAndMovesTheRatingDown() {
        int id = 1;
        Puzzle p = PuzzleSet.shipped().get(id);
        BridgitGame g = p.game();
        Crossing wrong = g.freeCrossings().stream()
                .filter(x -> !x.equals(p.solution()))
                .findFirst()
                .orElseThrow();
        TestServer.Reply reply = server.post(
                "/api/puzzles/attempt",
                Map.of(
                        "id", id,
                        "move", List.of(wrong.r(), wrong.c()),
                        "player", Map.of("rating", 1500, "deviation", 200, "volatility", 0.06)));
        JsonNode r = reply.json();
        assertThat(r.get("correct").asBoolean()).isFalse();
        assertThat(r.get("finished").asBoolean()).isTrue();
        Crossing answer = new Crossing(
                r.get("reply").get(0).asInt(), r.get("reply").get(1).asInt());
        // The reply really wins for the opponent after the wrong move.
        assertThat(BridgitAnalyzer.analyze(g.play(wrong)).winningMoves()).contains(answer);
        assertThat(r.get("text").asText()).contains("answers at " + answer);
        assertThat(r.get("solution").get(0).asInt()).isEqualTo(p.solution().r());
        double expectedChance = 1 / (1 + Math.pow(10, (p.rating() - 1500) / 400.0));
        assertThat(r.get("player").get("rating").asDouble()).isLessThan(1500);
        assertThat(expectedChance).isBetween(0.0, 1.0);
    }

    @Test
    void badRequestsAreClearErrors() {
        Puzzle p = PuzzleSet.shipped().get(0);
        Crossing taken = p.moves().get(0);
        assertThat(server.get("/api/puzzles/999999").status()).isEqualTo(404);
        assertThat(server.get("/api/puzzles/abc").status()).isEqualTo(404);
        assertThat(server.get("/api/puzzles/pick?n=2").status()).isEqualTo(404);
        assertThat(server.get("/api/puzzles/pick?color=red").status()).isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("id", 0, "move", List.of(taken.r(), taken.c())))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("id", 0, "move", List.of(0, 0)))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("id", -1, "move", List.of(1, 1)))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("id", 0, "move", List.of(1, 1), "step", p.depth()))
                        .status())
                .isEqualTo(400);
        Crossing s = p.line().get(p.line().size() - 1);
        TestServer.Reply bad = server.post(
                "/api/puzzles/attempt",
                Map.of(
                        "id",
                        0,
                        "step",
                        p.depth() - 1,
                        "move",
                        List.of(s.r(), s.c()),
                        "player",
                        Map.of("rating", "high", "deviation", 200, "volatility", 0.06)));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(server.get("/api/limits").json().get("puzzles").get("count").asInt())
                .isEqualTo(PuzzleSet.shipped().size());
    }
}
