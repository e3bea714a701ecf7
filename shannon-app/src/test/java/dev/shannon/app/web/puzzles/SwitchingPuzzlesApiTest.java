package dev.shannon.app.web.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.web.TestServer;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.puzzle.SwitchingPuzzle;
import dev.shannon.switching.puzzle.SwitchingPuzzleSet;
import dev.shannon.switching.puzzle.SwitchingPuzzles;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The switching half of the puzzle API ({@code game=switching}, docs/json.md, "Puzzles") against the shipped set and Lehman's solver. */
class SwitchingPuzzlesApiTest {
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
    void aPickIsOnTheFamilyAskedForWithItsDrawingAndWithoutItsAnswer() {
        JsonNode p = server.get("/api/puzzles/pick?game=switching&family=petersen&rating=1500&seed=3")
                .json();
        assertThat(p.get("game").asText()).isEqualTo("switching");
        assertThat(p.get("family").asText()).isEqualTo("petersen");
        assertThat(p.has("solution")).isFalse();
        SwitchingPuzzle shipped = SwitchingPuzzleSet.shipped().get(p.get("id").asInt());
        assertThat(shipped.family()).isEqualTo("petersen");
        assertThat(p.get("toMove").asText()).isEqualTo(shipped.toMove().id());
        assertThat(p.get("moves").size()).isEqualTo(shipped.moves().size());
        // The drawing is the family's graph, edge for edge, with its terminals.
        Multigraph g = SwitchingPuzzles.family("petersen").graph();
        JsonNode graph = p.get("graph");
        assertThat(graph.get("edges").size()).isEqualTo(g.edgeCount());
        for (int e = 0; e < g.edgeCount(); e++) {
            assertThat(graph.get("edges").get(e).get(0).asInt()).isEqualTo(g.edgeU(e));
            assertThat(graph.get("edges").get(e).get(1).asInt()).isEqualTo(g.edgeV(e));
        }
        assertThat(graph.get("s").asText()).isEqualTo(g.name(0));
        assertThat(graph.get("t").asText()).isEqualTo(g.name(g.vertexCount() - 1));
        for (String family : SwitchingPuzzles.FAMILIES) {
            JsonNode q = server.get("/api/puzzles/pick?game=switching&family=" + family)
                    .json();
            assertThat(q.get("graph").get("vertices").size())
                    .isEqualTo(SwitchingPuzzles.family(family).graph().vertexCount());
        }
        assertThat(server.get("/api/puzzles/daily?game=switching")
                        .json()
                        .get("game")
                        .asText())
                .isEqualTo("switching");
        assertThat(server.get("/api/puzzles/7?game=switching").json().get("id").asInt())
                .isEqualTo(7);
    }

    @Test
    void theRightMoveWinsAndAShortWinShowsTheTrees() {
        List<SwitchingPuzzle> all = SwitchingPuzzleSet.shipped();
        for (Player side : Player.values()) {
            int id = firstWith(side);
            JsonNode r = server.post(
                            "/api/puzzles/attempt",
                            Map.of(
                                    "game",
                                    "switching",
                                    "id",
                                    id,
                                    "move",
                                    all.get(id).solution()))
                    .json();
            assertThat(r.get("correct").asBoolean()).isTrue();
            assertThat(r.get("finished").asBoolean()).isTrue();
            assertThat(r.has("certificate")).isEqualTo(side == Player.SHORT);
            if (side == Player.SHORT) {
                assertThat(r.get("certificate").get("trees").size()).isEqualTo(2);
            }
        }
    }

    @Test
    void aWrongMoveShowsAWinningReplyAndMovesTheRatingDown() {
        for (Player side : Player.values()) {
            int id = firstWith(side);
            SwitchingPuzzle p = SwitchingPuzzleSet.shipped().get(id);
            Position pos = p.position();
            int wrong = Arrays.stream(pos.freeEdges())
                    .filter(e -> e != p.solution())
                    .findFirst()
                    .orElseThrow();
            JsonNode r = server.post(
                            "/api/puzzles/attempt",
                            Map.of(
                                    "game",
                                    "switching",
                                    "id",
                                    id,
                                    "move",
                                    wrong,
                                    "player",
                                    Map.of("rating", 1500, "deviation", 200, "volatility", 0.06)))
                    .json();
            assertThat(r.get("correct").asBoolean()).isFalse();
            assertThat(r.get("solution").asInt()).isEqualTo(p.solution());
            int reply = r.get("reply").asInt();
            assertThat(SwitchingSolver.lehman().verdict(pos.play(wrong)).winningMoves())
                    .contains(reply);
            assertThat(r.get("text").asText()).startsWith("✗");
            assertThat(r.get("player").get("rating").asDouble()).isLessThan(1500);
        }
    }

    @Test
    void badRequestsAreClearErrors() {
        SwitchingPuzzle p = SwitchingPuzzleSet.shipped().get(0);
        assertThat(server.get("/api/puzzles/pick?game=hex").status()).isEqualTo(400);
        assertThat(server.get("/api/puzzles/pick?game=switching&family=k5").status())
                .isEqualTo(404);
        assertThat(server.get("/api/puzzles/pick?game=switching&n=5").status()).isEqualTo(400);
        assertThat(server.get("/api/puzzles/pick?family=petersen").status()).isEqualTo(400);
        assertThat(server.get("/api/puzzles/99999?game=switching").status()).isEqualTo(404);
        assertThat(server.post(
                                "/api/puzzles/attempt",
                                Map.of(
                                        "game",
                                        "switching",
                                        "id",
                                        0,
                                        "move",
                                        p.moves().get(0)))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("game", "switching", "id", 0, "move", 999))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("game", "switching", "id", 0, "move", List.of(1, 1)))
                        .status())
                .isEqualTo(400);
        assertThat(server.post("/api/puzzles/attempt", Map.of("game", "go", "id", 0, "move", 1))
                        .status())
                .isEqualTo(400);
        assertThat(server.get("/api/limits")
                        .json()
                        .get("puzzles")
                        .get("switching")
                        .get("count")
                        .asInt())
                .isEqualTo(SwitchingPuzzleSet.shipped().size());
    }

    private static int firstWith(Player side) {
        List<SwitchingPuzzle> all = SwitchingPuzzleSet.shipped();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).toMove() == side) {
                return i;
            }
        }
        throw new AssertionError("no puzzle for " + side);
    }
}
