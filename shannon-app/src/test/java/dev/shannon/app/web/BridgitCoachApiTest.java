package dev.shannon.app.web;

import static dev.shannon.app.web.BridgitApiTest.body;
import static dev.shannon.app.web.BridgitApiTest.crossings;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.TestServer.Reply;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Side;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The coach's endpoints (issue 30): the best-resistance hint and the whole game judged in one request. */
class BridgitCoachApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** Every move of random games: its ✓/✗, each position's winner and the last chance agree with one analysis per position. */
    @Test
    void aWholeGameIsJudgedAsTheAnalysisJudgesEachPosition() {
        Random random = new Random(30);
        int withChance = 0;
        for (int round = 0; round < 25; round++) {
            int n = 2 + random.nextInt(4);
            Side first = random.nextBoolean() ? Side.RED : Side.BLUE;
            BridgitGame g = BridgitGame.start(n, first);
            int steps = random.nextInt(2 * n * n);
            for (int i = 0; i < steps && !g.isOver(); i++) {
                List<Crossing> free = g.freeCrossings();
                g = g.play(free.get(random.nextInt(free.size())));
            }
            JsonNode r = server.post("/api/bridgit/analyze-game", body(n, first, g.moves()))
                    .json();
            assertThat(r.get("positions").size()).isEqualTo(g.moveCount() + 1);
            assertThat(r.get("moves").size()).isEqualTo(g.moveCount());
            BridgitGame at = BridgitGame.start(n, first);
            int lastLoserWin = -1;
            Side loser = BridgitAnalyzer.analyze(g).winner().opponent();
            for (int i = 0; i <= g.moveCount(); i++) {
                BridgitAnalysis a = BridgitAnalyzer.analyze(at);
                JsonNode p = r.get("positions").get(i);
                assertThat(p.get("winner").asText()).isEqualTo(a.winner().id());
                assertThat(p.get("toMove").asText()).isEqualTo(at.toMove().id());
                assertThat(p.get("winningCrossings").asInt())
                        .isEqualTo(a.winningMoves().size());
                if (i < g.moveCount()) {
                    Crossing x = g.moves().get(i);
                    JsonNode m = r.get("moves").get(i);
                    assertThat(crossings(Json.MAPPER.createArrayNode().add(m.get("move"))))
                            .containsExactly(x);
                    assertThat(m.get("side").asText()).isEqualTo(at.toMove().id());
                    assertThat(m.get("winning").asBoolean()).isEqualTo(a.isWinning(x));
                    if (a.winner() == loser) {
                        lastLoserWin = i;
                    }
                    at = at.play(x);
                }
            }
            assertThat(r.get("loser").asText()).isEqualTo(loser.id());
            if (lastLoserWin < 0) {
                assertThat(r.get("lastChance").isNull()).isTrue();
            } else {
                withChance++;
                assertThat(r.get("lastChance").asInt()).isEqualTo(lastLoserWin);
                // The last chance is lost by the loser's own move: a ✗ where a ✓ was to be had.
                JsonNode lost = r.get("moves").get(lastLoserWin);
                assertThat(lost.get("side").asText()).isEqualTo(loser.id());
                assertThat(lost.get("winning").asBoolean()).isFalse();
            }
            assertThat(r.get("over").asBoolean()).isEqualTo(g.isOver());
            if (g.isOver()) {
                assertThat(r.get("winner").asText())
                        .isEqualTo(g.winner().orElseThrow().id());
                assertThat(crossings(r.get("winningChain"))).isEqualTo(g.winningChain());
            } else {
                assertThat(r.get("winner").isNull()).isTrue();
            }
        }
        assertThat(withChance).isPositive();
    }

    /** A game too long for one request is refused by its estimate, with the limit named; bad moves name their index. */
    @Test
    void aGameAnalysisIsBoundedAndChecked() {
        ObjectNode big = Json.object();
        big.put("n", 30);
        ArrayNode moves = big.putArray("moves");
        BridgitGame g = BridgitGame.start(30);
        for (int i = 0; i < 900; i++) {
            Crossing x = g.freeCrossings().get(0);
            moves.addArray().add(x.r()).add(x.c());
            g = g.play(x);
            if (g.isOver()) {
                break;
            }
        }
        Reply refused = server.post("/api/bridgit/analyze-game", big);
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.error()).contains("too much to analyse").contains("/api/limits");
        assertThat(server.get("/api/limits").json().get("maxGameAnalysisMillis").asInt())
                .isEqualTo(dev.shannon.app.web.bridgit.BridgitApi.MAX_GAME_ANALYSIS_MILLIS);
        ObjectNode bad = body(3, Side.RED, List.of(new Crossing(1, 1), new Crossing(1, 1)));
        Reply r = server.post("/api/bridgit/analyze-game", bad);
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.error()).contains("moves[1]");
    }

    /**
     * Blue after Red's first move on 5 × 6: every crossing loses, and the hint is the best
     * resistance with a reason in plain words and the theory under why; with a win to be had,
     * the hint is a winning crossing.
     */
    @Test
    void theHintIsTheBestResistanceWhenEveryMoveLoses() {
        ObjectNode req = body(5, Side.RED, List.of(new Crossing(5, 5)));
        JsonNode h = server.post("/api/bridgit/hint", req).json();
        assertThat(h.get("losing").asBoolean()).isTrue();
        assertThat(h.get("side").asText()).isEqualTo("blue");
        Crossing move =
                crossings(Json.MAPPER.createArrayNode().add(h.get("move"))).get(0);
        assertThat(BridgitGame.of(5, Side.RED, List.of(new Crossing(5, 5))).isFree(move))
                .isTrue();
        assertThat(h.get("reason").asText())
                .contains("Red")
                .doesNotContain("Lehman")
                .doesNotContain("current");
        assertThat(h.get("why").asText()).contains("Lehman");
        assertThat(server.post("/api/bridgit/hint", req).json().get("move")).isEqualTo(h.get("move"));

        JsonNode win =
                server.post("/api/bridgit/hint", body(5, Side.RED, List.of())).json();
        assertThat(win.get("losing").asBoolean()).isFalse();
        assertThat(win.get("reason").asText()).startsWith("a winning crossing");
        assertThat(win.get("why").asText()).contains("edge-disjoint");
    }

    /**
     * The audit's 3 × 4 position: 1,1 left Red 7 winning answers of 9 and a win in 7 plies; the best
     * resistance, 1,5, leaves one (5,5) and 9 plies, and the response carries those measures.
     */
    @Test
    void theHintIsNeverBeatenOnTheMeasuresItStates() {
        ObjectNode req = body(3, Side.RED, List.of(new Crossing(1, 3), new Crossing(3, 5), new Crossing(2, 4)));
        JsonNode h = server.post("/api/bridgit/hint", req).json();
        assertThat(h.get("move").toString()).isEqualTo("[1,5]");
        JsonNode r = h.get("resistance");
        assertThat(r.get("winner").asText()).isEqualTo("red");
        assertThat(r.get("pliesToWin").asInt()).isEqualTo(9);
        assertThat(r.get("winningAnswers").asInt()).isEqualTo(1);
        assertThat(r.get("answers").asInt()).isEqualTo(9);
        assertThat(r.get("winningReplies").toString()).isEqualTo("[[5,5]]");
        assertThat(r.get("exact").asBoolean()).isTrue();
        assertThat(h.get("reason").asText())
                .contains("Red needs 9 more moves to win")
                .contains("only 1 of Red's 9 possible answers wins (5,5)");
    }

    /** The computer's move carries the technical reason beside the plain one (additive: reason keeps its place). */
    @Test
    void theComputersMoveSaysWhyInTheTheorysWords() {
        JsonNode m =
                server.post("/api/bridgit/move", body(4, Side.RED, List.of())).json();
        assertThat(m.get("reason").asText()).isNotBlank();
        assertThat(m.get("why").asText()).contains("edge-disjoint");
    }
}
