package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.LimitedBridgesGame;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.bridgit.Side;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Bridg-It endpoints, checked against the library and docs/json.md. */
class BridgitApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        // The limited-bridges computer thinks 30 ms a move here instead of 400: it still takes wins and blocks
        // immediate losses.
        server = TestServer.start(WebLimits.defaults().withLimitedThinking(Duration.ofMillis(30)));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static ObjectNode body(int n, Side first, List<Crossing> moves) {
        ObjectNode b = Json.object();
        b.put("n", n);
        b.put("first", first.id());
        ArrayNode m = b.putArray("moves");
        for (Crossing x : moves) {
            m.addArray().add(x.r()).add(x.c());
        }
        return b;
    }

    static List<Crossing> crossings(JsonNode array) {
        List<Crossing> out = new ArrayList<>();
        for (JsonNode p : array) {
            out.add(new Crossing(p.get(0).asInt(), p.get(1).asInt()));
        }
        return out;
    }

    /** Random positions on boards 1..7: the API's verdict is BridgitAnalyzer's, in the shape of docs/json.md. */
    @Test
    void analysisAgreesWithTheLibraryOnRandomPositions() {
        Random random = new Random(11);
        for (int round = 0; round < 80; round++) {
            int n = 1 + random.nextInt(7);
            Side first = random.nextBoolean() ? Side.RED : Side.BLUE;
            BridgitGame g = BridgitGame.start(n, first);
            int steps = random.nextInt(n * n + 1);
            for (int i = 0; i < steps && !g.isOver(); i++) {
                List<Crossing> free = g.freeCrossings();
                g = g.play(free.get(random.nextInt(free.size())));
            }
            JsonNode a = server.post("/api/bridgit/analyze", body(n, first, g.moves()))
                    .json();
            BridgitAnalysis expected = BridgitAnalyzer.analyze(g);
            assertThat(a.get("n").asInt()).isEqualTo(n);
            assertThat(a.get("toMove").asText()).isEqualTo(g.toMove().id());
            assertThat(a.get("winner").asText()).isEqualTo(expected.winner().id());
            assertThat(a.get("over").asBoolean()).isEqualTo(g.isOver());
            assertThat(crossings(a.get("winningMoves"))).isEqualTo(expected.winningMoves());
            assertThat(crossings(a.get("winningMoves"))).isSorted();
            assertThat(a.get("movesPlayed").asInt()).isEqualTo(g.moveCount());
            assertThat(a.get("freeCrossings").asInt())
                    .isEqualTo(g.freeCrossings().size());
            assertThat(a.has("winningChain")).isEqualTo(g.isOver());
            if (g.isOver()) {
                assertThat(crossings(a.get("winningChain"))).isEqualTo(g.winningChain());
                assertThat(a.get("winningMoves")).isEmpty();
                for (Crossing x : crossings(a.get("winningChain"))) {
                    assertThat(g.owner(x)).contains(g.winner().orElseThrow());
                }
            }
        }
    }

    @Test
    void everyFirstMoveWinsOnTheCommercialBoard() {
        JsonNode a = server.post("/api/bridgit/analyze", body(5, Side.RED, List.of()))
                .json();
        assertThat(a.get("winningMoves")).hasSize(41);
        assertThat(a.get("winner").asText()).isEqualTo("red");
        JsonNode row = server.get("/api/bridgit/table?n=5").json();
        assertThat(row.get("vertices").asInt()).isEqualTo(22);
        assertThat(row.get("edges").asInt()).isEqualTo(41);
        assertThat(row.get("twoTreeEdges").asInt()).isEqualTo(42);
        assertThat(row.get("winningFirstMoves").asInt()).isEqualTo(41);
        assertThat(row.get("splittingFirstMoves").asInt()).isEqualTo(41);
        JsonNode big = server.get("/api/bridgit/table?n=20").json();
        assertThat(big.get("edges").asInt()).isEqualTo(761);
        assertThat(big.get("winningFirstMoves").asInt()).isEqualTo(761);
        assertThat(big.get("splittingFirstMoves").isNull()).isTrue();
    }

    /** The trees after a winning crossing: disjoint, the mover's bridges, dot to dot, neither holding the move. */
    @Test
    void treesAfterEveryWinningFirstMoveAreDisjointBridgesOfTheMover() {
        for (Side first : Side.values()) {
            int n = 4;
            JsonNode a = server.post("/api/bridgit/analyze", body(n, first, List.of()))
                    .json();
            for (Crossing move : crossings(a.get("winningMoves"))) {
                ObjectNode req = body(n, first, List.of());
                req.putArray("move").add(move.r()).add(move.c());
                JsonNode t = server.post("/api/bridgit/trees", req).json();
                assertThat(t.get("winning").asBoolean()).isTrue();
                assertThat(t.get("side").asText()).isEqualTo(first.id());
                Set<Crossing> seen = new HashSet<>();
                for (JsonNode tree : t.get("trees")) {
                    List<Crossing> xs = crossings(tree.get("crossings"));
                    assertThat(xs).doesNotContain(move);
                    assertThat(tree.get("segments")).hasSize(xs.size());
                    for (Crossing x : xs) {
                        assertThat(seen.add(x)).as("trees share " + x).isTrue();
                    }
                    for (JsonNode seg : tree.get("segments")) {
                        // A red dot sits at (odd r, even c), a blue dot at (even r, odd c).
                        int rParity = first == Side.RED ? 1 : 0;
                        assertThat(seg.get(0).asInt() % 2).isEqualTo(rParity);
                        assertThat(seg.get(2).asInt() % 2).isEqualTo(rParity);
                    }
                }
                // After the first move: V - 1 = 13 vertices' worth of edges split exactly into two trees of 12
                // (docs/rules.md).
                assertThat(seen).hasSize(24);
            }
        }
    }

    @Test
    void aLosingCrossingHasNoTrees() {
        // After Red's first move every Blue crossing loses.
        ObjectNode req = body(3, Side.RED, List.of(new Crossing(3, 3)));
        req.putArray("move").add(1).add(1);
        JsonNode t = server.post("/api/bridgit/trees", req).json();
        assertThat(t.get("winning").asBoolean()).isFalse();
        assertThat(t.get("trees")).isEmpty();
    }

    /** The perfect computer, moving first, beats the random one on small boards; every level moves legally. */
    @Test
    void thePerfectComputerMovingFirstAlwaysWins() {
        Random random = new Random(3);
        for (int round = 0; round < 10; round++) {
            int n = 2 + round % 4;
            Side first = round % 2 == 0 ? Side.RED : Side.BLUE;
            BridgitGame g = BridgitGame.start(n, first);
            while (!g.isOver()) {
                ObjectNode req = body(n, first, g.moves());
                req.put(
                        "level",
                        g.toMove() == first
                                ? "perfect"
                                : List.of("random", "greedy", "erring").get(round % 3));
                req.put("seed", random.nextLong());
                JsonNode m = server.post("/api/bridgit/move", req).json();
                Crossing x = new Crossing(
                        m.get("move").get(0).asInt(), m.get("move").get(1).asInt());
                if (g.toMove() == first) {
                    assertThat(BridgitAnalyzer.analyze(g).winningMoves()).contains(x);
                }
                g = g.play(x);
            }
            assertThat(g.winner()).contains(first);
        }
    }

    @Test
    void theSameSeedGivesTheSameRandomMove() {
        ObjectNode req = body(6, Side.RED, List.of());
        req.put("level", "random");
        req.put("seed", 99);
        assertThat(server.post("/api/bridgit/move", req).json().get("move"))
                .isEqualTo(server.post("/api/bridgit/move", req).json().get("move"));
    }

    /** On a big board a losing perfect computer still answers, with a legal crossing. */
    @Test
    void aLosingComputerOnABigBoardMovesLegally() {
        BridgitGame g = BridgitGame.start(12).play(new Crossing(12, 12));
        ObjectNode req = body(12, Side.RED, g.moves());
        JsonNode m = server.post("/api/bridgit/move", req).json();
        Crossing x =
                new Crossing(m.get("move").get(0).asInt(), m.get("move").get(1).asInt());
        assertThat(g.isFree(x)).isTrue();
        assertThat(m.get("side").asText()).isEqualTo("blue");
    }

    @Test
    void limitedBridgesPlaceThenMoveUntilAChainOrADraw() {
        int n = 3;
        int bridges = 3;
        List<int[]> moves = new ArrayList<>();
        JsonNode a = null;
        // Red is the server's computer; Blue always plays its first legal move (the library's
        // order), so the game ends soon — in a chain or a threefold repetition — and surely by
        // the moving phase's cap of 200 moves.
        LimitedBridgesGame g = LimitedBridgesGame.start(n, Side.RED, bridges);
        for (int turn = 0; turn <= 2 * bridges + 200; turn++) {
            ObjectNode req = Json.object().put("n", n).put("bridges", bridges);
            ArrayNode m = req.putArray("moves");
            moves.forEach(x -> m.add(Json.array(x)));
            a = server.post("/api/bridgit/limited/analyze", req).json();
            if (a.get("over").asBoolean()) {
                break;
            }
            assertThat(a.get("placing").asBoolean()).isEqualTo(turn < 2 * bridges);
            int[] x;
            if (g.toMove() == Side.RED) {
                JsonNode move =
                        server.post("/api/bridgit/limited/move", req).json().get("move");
                assertThat(move.size()).isEqualTo(turn < 2 * bridges ? 2 : 4);
                x = new int[move.size()];
                for (int i = 0; i < x.length; i++) {
                    x[i] = move.get(i).asInt();
                }
            } else {
                LimitedMove first = g.legalMoves().get(0);
                x = first.isPlacement()
                        ? new int[] {first.to().r(), first.to().c()}
                        : new int[] {
                            first.from().r(),
                            first.from().c(),
                            first.to().r(),
                            first.to().c()
                        };
            }
            g = g.play(
                    x.length == 2
                            ? LimitedMove.place(new Crossing(x[0], x[1]))
                            : LimitedMove.move(new Crossing(x[0], x[1]), new Crossing(x[2], x[3])));
            moves.add(x);
        }
        assertThat(a.get("over").asBoolean()).isTrue();
        if (!a.get("winner").isNull()) {
            assertThat(a.get("winningChain")).isNotEmpty();
        } else {
            assertThat(a.get("ending").asText()).startsWith("draw");
        }
    }
}
