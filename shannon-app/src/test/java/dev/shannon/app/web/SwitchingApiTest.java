package dev.shannon.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Side;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The switching-game endpoints, checked against the library they wrap. */
class SwitchingApiTest {
    private static TestServer server;

    @BeforeAll
    static void start() {
        server = TestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static ObjectNode graphOf(JsonNode description) {
        ObjectNode game = (ObjectNode) description.get("game").deepCopy();
        return game;
    }

    static ObjectNode position(JsonNode game, String first, int... moves) {
        ObjectNode body = Json.object();
        body.set("graph", game);
        body.put("first", first);
        body.set("moves", Json.array(moves));
        return body;
    }

    static JsonNode preset(String json) {
        TestServer.Reply r = server.post("/api/switching/graph", json);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    /** The presets that are planar are drawn as planar graphs, and so is the page's example pasted graph. */
    @Test
    void planarPresetsAreDrawnWithoutCrossings() {
        for (String p : List.of(
                "{\"preset\":\"four-cycle\"}",
                "{\"preset\":\"complete\",\"size\":4}",
                "{\"preset\":\"complete\",\"size\":3}",
                "{\"preset\":\"wheel\",\"size\":6}",
                "{\"preset\":\"wheel\",\"size\":24}",
                "{\"preset\":\"grid\",\"rows\":3,\"cols\":4}",
                "{\"preset\":\"bridgit\",\"size\":3}",
                "{\"preset\":\"bridgit\",\"size\":6}",
                "{\"text\":\"s a\\na t\\nt b\\nb s\\na b\\nterminals s t\"}")) {
            assertThat(crossings(preset(p))).as(p).isZero();
        }
    }

    /** Pairs of straight edges with no shared end that meet, in a graph description's drawing. */
    private static int crossings(JsonNode description) {
        JsonNode vertices = description.get("vertices");
        double[] x = new double[vertices.size()];
        double[] y = new double[vertices.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = vertices.get(i).get("x").asDouble();
            y[i] = vertices.get(i).get("y").asDouble();
        }
        dev.shannon.graph.Multigraph.Builder b = dev.shannon.graph.Multigraph.builder();
        for (int i = 0; i < x.length; i++) {
            b.addVertex(String.valueOf(i));
        }
        for (JsonNode e : description.get("edges")) {
            b.addEdge(String.valueOf(e.get(0).asInt()), String.valueOf(e.get(1).asInt()));
        }
        return dev.shannon.graph.layout.Crossings.count(b.build(), x, y);
    }

    @Test
    void everyPresetDescribesAGraphThatTheOtherEndpointsAccept() {
        for (String p : List.of(
                "{\"preset\":\"four-cycle\"}",
                "{\"preset\":\"complete\",\"size\":5}",
                "{\"preset\":\"wheel\",\"size\":7}",
                "{\"preset\":\"grid\",\"rows\":3,\"cols\":5}",
                "{\"preset\":\"petersen\",\"s\":\"2\",\"t\":\"8\"}",
                "{\"preset\":\"random\",\"vertices\":12,\"edges\":25,\"seed\":7}",
                "{\"preset\":\"bridgit\",\"size\":4}")) {
            JsonNode g = preset(p);
            int n = g.get("vertices").size();
            assertThat(g.get("edges").size())
                    .isEqualTo(g.get("game").get("edges").size());
            for (JsonNode v : g.get("vertices")) {
                assertThat(v.get("x").asDouble()).isBetween(0.0, 1.0);
                assertThat(v.get("y").asDouble()).isBetween(0.0, 1.0);
            }
            for (JsonNode e : g.get("edges")) {
                assertThat(e.get(0).asInt()).isBetween(0, n - 1);
                assertThat(e.get(1).asInt()).isBetween(0, n - 1);
            }
            TestServer.Reply a = server.post("/api/switching/analyze", position(graphOf(g), "short"));
            assertThat(a.status()).as(p + " " + a.body()).isEqualTo(200);
        }
        assertThat(preset("{\"preset\":\"grid\",\"rows\":2,\"cols\":3}")
                        .get("layout")
                        .asText())
                .isEqualTo("grid");
        assertThat(preset("{\"preset\":\"petersen\",\"s\":\"2\",\"t\":\"8\"}")
                        .get("s")
                        .asText())
                .isEqualTo("2");
        assertThat(preset("{\"preset\":\"bridgit\",\"size\":5}").get("edges").size())
                .isEqualTo(41);
    }

    @Test
    void theSameRandomSeedGivesTheSameGraph() {
        String req = "{\"preset\":\"random\",\"vertices\":10,\"edges\":20,\"seed\":42}";
        assertThat(preset(req)).isEqualTo(preset(req));
        assertThat(preset(req).get("game"))
                .isNotEqualTo(preset(req.replace("42", "43")).get("game"));
    }

    @Test
    void pastedGraphsInTextAndJsonForm() {
        JsonNode text =
                preset(Json.line(Json.object().put("text", "# a comment\ns a\na t\nt b\nb s\nterminals s t\n")));
        assertThat(text.get("s").asText()).isEqualTo("s");
        assertThat(text.get("layout").asText()).isEqualTo("force");
        JsonNode json = preset(
                Json.line(Json.object().put("text", "{\"edges\": [[0, 1], [1, 2], [0, 2]], \"s\": 0, \"t\": 2}")));
        assertThat(json.get("t").asText()).isEqualTo("2");
        JsonNode grid = preset(Json.line(Json.object().put("text", "0,0 0,1\n0,1 1,1\n0,0 1,0\n1,0 1,1\n")));
        assertThat(grid.get("layout").asText()).isEqualTo("grid");
        assertThat(grid.get("s").isNull()).isTrue();
    }

    @Test
    void theFourCycleIsACutWinEvenWithShortFirst() {
        JsonNode g = preset("{\"preset\":\"four-cycle\"}");
        JsonNode a = server.post("/api/switching/analyze", position(graphOf(g), "short"))
                .json();
        assertThat(a.get("type").asText()).isEqualTo("cut");
        assertThat(a.get("winner").asText()).isEqualTo("cut");
        assertThat(a.get("winningMoves")).isEmpty();
        assertThat(a.get("toMove").asText()).isEqualTo("short");
    }

    /** The analysis the API returns is the library's, on random graphs and random positions. */
    @Test
    void analysisAgreesWithTheLehmanSolver() {
        Random random = new Random(2024);
        for (int round = 0; round < 60; round++) {
            int vertices = 4 + random.nextInt(6);
            int edges = Math.min(vertices * (vertices - 1) / 2, 4 + random.nextInt(10));
            JsonNode g = preset("{\"preset\":\"random\",\"vertices\":" + vertices + ",\"edges\":" + edges + ",\"seed\":"
                    + round + "}");
            TerminalGraph game = toGame(g.get("game"));
            Player first = random.nextBoolean() ? Player.SHORT : Player.CUT;
            Position p = Position.start(game, first);
            List<Integer> moves = new ArrayList<>();
            int steps = random.nextInt(game.edgeCount());
            for (int i = 0; i < steps && p.winner().isEmpty(); i++) {
                int[] free = p.freeEdges();
                int e = free[random.nextInt(free.length)];
                p = p.play(e);
                moves.add(e);
            }
            JsonNode a = server.post(
                            "/api/switching/analyze",
                            position(
                                    g.get("game"),
                                    first.id(),
                                    moves.stream().mapToInt(Integer::intValue).toArray()))
                    .json();
            assertThat(a.get("toMove").asText()).isEqualTo(p.toMove().id());
            assertThat(a.get("over").asBoolean()).isEqualTo(p.winner().isPresent());
            if (p.winner().isPresent()) {
                assertThat(a.get("winner").asText()).isEqualTo(p.winner().get().id());
                continue;
            }
            Analysis expected = SwitchingSolver.lehman().solve(p);
            assertThat(a.get("type").asText()).isEqualTo(expected.type().id());
            assertThat(ints(a.get("shortFirst").get("winningMoves")))
                    .isEqualTo(boxed(expected.shortFirst().winningMoves()));
            assertThat(ints(a.get("cutFirst").get("winningMoves")))
                    .isEqualTo(boxed(expected.cutFirst().winningMoves()));
            assertThat(ints(a.get("winningMoves")))
                    .isEqualTo(boxed(expected.verdict(p.toMove()).winningMoves()));
        }
    }

    @Test
    void aFinishedGameShowsThePathOrTheCut() {
        JsonNode k4 = preset("{\"preset\":\"complete\",\"size\":4}").get("game");
        // Edge 0 joins s and t directly in K4 (s, t named first).
        JsonNode won =
                server.post("/api/switching/analyze", position(k4, "short", 0)).json();
        assertThat(won.get("over").asBoolean()).isTrue();
        assertThat(won.get("winner").asText()).isEqualTo("short");
        assertThat(ints(won.get("path"))).containsExactly(0);
        JsonNode c4 = preset("{\"preset\":\"four-cycle\"}").get("game");
        // Edges s–a, a–t, t–b, b–s: Cut deletes s–a, Short claims a–t, Cut deletes b–s and s is cut off.
        JsonNode cut = server.post("/api/switching/analyze", position(c4, "cut", 0, 1, 3))
                .json();
        assertThat(cut.get("winner").asText()).isEqualTo("cut");
        assertThat(ints(cut.get("cut"))).containsExactly(0, 3);
    }

    @Test
    void certificatesAreTwoDisjointTreesOnS() {
        JsonNode k4 = preset("{\"preset\":\"complete\",\"size\":4}").get("game");
        JsonNode c = server.post("/api/switching/certificate", position(k4, "cut"))
                .json()
                .get("certificate");
        int s = c.get("vertices").size();
        // S by name, as solve --json gives it, and by index for drawing.
        assertThat(c.get("vertices").get(0).isTextual()).isTrue();
        assertThat(c.get("vertexIndices")).hasSize(s);
        assertThat(c.has("claim")).as("Cut to move: no claim to follow").isFalse();
        Set<Integer> t1 = new HashSet<>(ints(c.get("trees").get(0)));
        Set<Integer> t2 = new HashSet<>(ints(c.get("trees").get(1)));
        assertThat(t1).hasSize(s - 1).doesNotContainAnyElementsOf(t2);
        assertThat(t2).hasSize(s - 1);
        ObjectNode afterClaim = position(k4, "short");
        afterClaim.put("claim", 5);
        JsonNode c2 =
                server.post("/api/switching/certificate", afterClaim).json().get("certificate");
        assertThat(c2.get("claim").asInt()).isEqualTo(5);
        JsonNode c4 = preset("{\"preset\":\"four-cycle\"}").get("game");
        ObjectNode losing = position(c4, "short");
        losing.put("claim", 0);
        JsonNode none = server.post("/api/switching/certificate", losing).json();
        assertThat(none.get("certificate").isNull()).isTrue();
        assertThat(none.get("explanation").asText()).contains("does not win");
    }

    /** Short's tree strategy through the API: the computer, as Short on a Short game, beats random deletions every time. */
    @Test
    void theComputerWinsEveryShortGameAgainstRandomCuts() {
        Random random = new Random(5);
        List<String> games = List.of(
                "{\"preset\":\"complete\",\"size\":4}",
                "{\"preset\":\"wheel\",\"size\":6}",
                "{\"preset\":\"complete\",\"size\":6}",
                "{\"preset\":\"bridgit\",\"size\":3}");
        for (int round = 0; round < 12; round++) {
            JsonNode g = preset(games.get(round % games.size())).get("game");
            String first = games.get(round % games.size()).contains("bridgit") ? "short" : "cut";
            String id = "test-" + round;
            List<Integer> moves = new ArrayList<>();
            TerminalGraph game = toGame(g);
            Position p = Position.start(game, Player.parse(first));
            while (p.winner().isEmpty()) {
                int e;
                if (p.toMove() == Player.SHORT) {
                    ObjectNode body = position(
                            g, first, moves.stream().mapToInt(Integer::intValue).toArray());
                    body.put("game", id);
                    TestServer.Reply r = server.post("/api/switching/move", body);
                    assertThat(r.status()).as(r.body()).isEqualTo(200);
                    e = r.json().get("edge").asInt();
                    assertThat(r.json().get("player").asText()).isEqualTo("short");
                } else {
                    int[] free = p.freeEdges();
                    e = free[random.nextInt(free.length)];
                }
                p = p.play(e);
                moves.add(e);
            }
            assertThat(p.winner()).contains(Player.SHORT);
        }
    }

    /** Without a game id the computer is fresh each time and still plays perfectly: the first player wins a neutral game. */
    @Test
    void computerAgainstComputerFirstPlayerWinsTheBridgitGraph() {
        JsonNode g = preset("{\"preset\":\"bridgit\",\"size\":3}").get("game");
        for (String first : List.of("short", "cut")) {
            List<Integer> moves = new ArrayList<>();
            JsonNode a;
            while (!(a = server.post(
                                    "/api/switching/analyze",
                                    position(
                                            g,
                                            first,
                                            moves.stream()
                                                    .mapToInt(Integer::intValue)
                                                    .toArray()))
                            .json())
                    .get("over")
                    .asBoolean()) {
                JsonNode m = server.post(
                                "/api/switching/move",
                                position(
                                        g,
                                        first,
                                        moves.stream()
                                                .mapToInt(Integer::intValue)
                                                .toArray()))
                        .json();
                moves.add(m.get("edge").asInt());
            }
            assertThat(a.get("winner").asText()).isEqualTo(first);
        }
    }

    /** On a big graph a losing computer weighs only the edges near a shortest route, and still only plays legal moves. */
    @Test
    void aLosingComputerOnABigGraphDefendsWithBoundedWork() {
        Board board = Board.of(7);
        StringBuilder text = new StringBuilder("terminals v0 v1\n");
        for (int e = 0; e < board.crossingCount(); e++) {
            text.append('v')
                    .append(board.edgeU(Side.RED, e))
                    .append(" v")
                    .append(board.edgeV(Side.RED, e))
                    .append('\n');
        }
        JsonNode g =
                preset(Json.line(Json.object().put("text", text.toString()))).get("game");
        assertThat(g.get("edges")).hasSize(85);
        List<Integer> moves = new ArrayList<>();
        boolean bounded = false;
        JsonNode a;
        while (!(a = server.post(
                                "/api/switching/analyze",
                                position(
                                        g,
                                        "short",
                                        moves.stream()
                                                .mapToInt(Integer::intValue)
                                                .toArray()))
                        .json())
                .get("over")
                .asBoolean()) {
            if (a.get("toMove").asText().equals("short")) {
                // We play Short perfectly: a winning claim every time.
                moves.add(a.get("winningMoves").get(0).asInt());
            } else {
                ObjectNode body = position(
                        g, "short", moves.stream().mapToInt(Integer::intValue).toArray());
                body.put("game", "big");
                body.put("level", "legacy");
                JsonNode m = server.post("/api/switching/move", body).json();
                bounded |= m.get("why").asText().contains("nearest a shortest s–t route");
                moves.add(m.get("edge").asInt());
            }
        }
        assertThat(a.get("winner").asText()).isEqualTo("short");
        assertThat(bounded).isTrue();
    }

    /** Several games at once, each with its own id: every one keeps its own tree strategy and Short wins them all. */
    @Test
    void concurrentGamesAreIndependent() throws Exception {
        JsonNode wheel = preset("{\"preset\":\"wheel\",\"size\":8}").get("game");
        TerminalGraph game = toGame(wheel);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        List<Future<Player>> results = new ArrayList<>();
        for (int g = 0; g < 16; g++) {
            int seed = g;
            results.add(pool.submit(() -> {
                Random random = new Random(seed);
                Position p = Position.start(game, Player.CUT);
                List<Integer> moves = new ArrayList<>();
                while (p.winner().isEmpty()) {
                    int e;
                    if (p.toMove() == Player.SHORT) {
                        ObjectNode body = position(
                                wheel,
                                "cut",
                                moves.stream().mapToInt(Integer::intValue).toArray());
                        body.put("game", "parallel-" + seed);
                        e = server.post("/api/switching/move", body)
                                .json()
                                .get("edge")
                                .asInt();
                    } else {
                        int[] free = p.freeEdges();
                        e = free[random.nextInt(free.length)];
                    }
                    p = p.play(e);
                    moves.add(e);
                }
                return p.winner().get();
            }));
        }
        for (Future<Player> r : results) {
            assertThat(r.get()).isEqualTo(Player.SHORT);
        }
        pool.shutdown();
    }

    @Test
    void aGameIdReusedForAnotherGraphStartsAfresh() {
        JsonNode k4 = preset("{\"preset\":\"complete\",\"size\":4}").get("game");
        JsonNode wheel = preset("{\"preset\":\"wheel\",\"size\":5}").get("game");
        for (JsonNode g : List.of(k4, wheel, k4)) {
            ObjectNode body = position(g, "short");
            body.put("game", "shared-id");
            TestServer.Reply r = server.post("/api/switching/move", body);
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.json().get("edge").asInt()).isBetween(0, g.get("edges").size() - 1);
        }
    }

    static TerminalGraph toGame(JsonNode game) {
        Multigraph.Builder b = Multigraph.builder();
        for (JsonNode e : game.get("edges")) {
            b.addEdge(e.get(0).asText(), e.get(1).asText());
        }
        return TerminalGraph.of(b.build(), game.get("s").asText(), game.get("t").asText());
    }

    static List<Integer> boxed(int[] a) {
        return Arrays.stream(a).boxed().toList();
    }

    static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        for (JsonNode x : (ArrayNode) array) {
            out.add(x.asInt());
        }
        return out;
    }
}
