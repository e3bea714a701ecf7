package dev.shannon.app.loadtest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.WebLimits;
import dev.shannon.bridgit.Board;
import dev.shannon.bridgit.Side;
import java.util.Arrays;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Times single requests at the web limits (the slowest things a client may ask for), through HTTP
 * on an in-process server: median and maximum of a few warm repetitions each. Not a unit test:
 * run it by hand (see BENCHMARKS.md, "Web").
 */
public final class WorstCaseBench {
    private WorstCaseBench() {}

    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        try (LocalServer server = LocalServer.start(WebLimits.defaults())) {
            // Bridg-It at n = 30, the largest board.
            time(reps, "bridgit analyze, 30×31 empty", () -> server.post("/api/bridgit/analyze", "{\"n\":30}"));
            time(
                    reps,
                    "bridgit trees, 30×31, first move 30,30",
                    () -> server.post("/api/bridgit/trees", "{\"n\":30,\"move\":[30,30]}"));
            time(
                    reps,
                    "bridgit move, perfect, 30×31 empty (winning)",
                    () -> server.post("/api/bridgit/move", "{\"n\":30}"));
            time(
                    reps,
                    "bridgit move, perfect, 30×31 after 30,30 (losing, bounded)",
                    () -> server.post("/api/bridgit/move", "{\"n\":30,\"moves\":[[30,30]]}"));
            time(
                    reps,
                    "bridgit move, perfect, 14×15 after 14,14 (losing, bounded)",
                    () -> server.post("/api/bridgit/move", "{\"n\":14,\"moves\":[[14,14]]}"));
            time(
                    reps,
                    "bridgit move, perfect, 10×11 after 10,10 (losing, full search)",
                    () -> server.post("/api/bridgit/move", "{\"n\":10,\"moves\":[[10,10]]}"));
            once("bridgit table, n = 14 (first request; cached after)", () -> server.get("/api/bridgit/table?n=14"));
            once("bridgit table, n = 30 (first request; no split column)", () -> server.get("/api/bridgit/table?n=30"));
            time(
                    reps,
                    "limited move, 8×9, 28 bridges each, placing",
                    () -> server.post("/api/bridgit/limited/move", "{\"n\":8,\"bridges\":28}"));
            time(
                    reps,
                    "limited move, 8×9, 2 bridges each, moving phase",
                    () -> server.post(
                            "/api/bridgit/limited/move",
                            "{\"n\":8,\"bridges\":2,\"moves\":[[1,1],[15,15],[3,3],[13,13]]}"));

            // Switching games at the edge limit.
            ObjectNode red10 = redGraph(10);
            time(
                    reps,
                    "switching analyze, Bridg-It 10×11 red graph (181 edges)",
                    () -> server.post("/api/switching/analyze", position(red10)));
            ObjectNode afterClaim = position(red10);
            afterClaim.set("moves", Json.array(new int[] {90}));
            time(
                    reps,
                    "switching move, losing Cut on it after Short's claim (bounded)",
                    () -> server.post("/api/switching/move", afterClaim));
            time(
                    reps,
                    "switching move, winning Short on it (tree strategy)",
                    () -> server.post("/api/switching/move", position(red10)));
            time(reps, "switching certificate on it", () -> server.post("/api/switching/certificate", position(red10)));
            ObjectNode random = randomGraph(120, 200, 3);
            time(
                    reps,
                    "switching analyze, random graph (120 vertices, 200 edges)",
                    () -> server.post("/api/switching/analyze", position(random)));
            time(reps, "switching move, Cut to move on it", () -> server.post("/api/switching/move", cutFirst(random)));
            time(
                    reps,
                    "switching move, Short to move on it",
                    () -> server.post("/api/switching/move", position(random)));
            time(
                    reps,
                    "switching graph, force layout of 200 vertices, 200 edges",
                    () -> server.post(
                            "/api/switching/graph", Json.object().put("text", text(randomGraph(200, 200, 4)))));
        }
    }

    /** The first request only: for answers the server caches. */
    private static void once(String label, Supplier<LocalServer.Reply> request) {
        long t = System.nanoTime();
        LocalServer.Reply r = request.get();
        if (r.status() != 200) {
            throw new IllegalStateException(label + ": " + r.body());
        }
        double ms = (System.nanoTime() - t) / 1e6;
        System.out.printf("| %s | %.1f ms | %.1f ms |%n", label, ms, ms);
    }

    private static void time(int reps, String label, Supplier<LocalServer.Reply> request) {
        LocalServer.Reply first = request.get();
        if (first.status() != 200) {
            throw new IllegalStateException(label + ": " + first.body());
        }
        double[] ms = new double[reps];
        for (int i = 0; i < reps; i++) {
            long t = System.nanoTime();
            request.get();
            ms[i] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(ms);
        System.out.printf("| %s | %.1f ms | %.1f ms |%n", label, ms[reps / 2], ms[reps - 1]);
    }

    private static ObjectNode redGraph(int n) {
        Board board = Board.of(n);
        ObjectNode g = Json.object();
        ArrayNode edges = g.putArray("edges");
        for (int e = 0; e < board.crossingCount(); e++) {
            edges.addArray().add(board.edgeU(Side.RED, e)).add(board.edgeV(Side.RED, e));
        }
        return g.put("s", 0).put("t", 1);
    }

    public static ObjectNode randomGraph(int vertices, int edges, long seed) {
        Random random = new Random(seed);
        ObjectNode g = Json.object();
        ArrayNode list = g.putArray("edges");
        // A spanning path first, so that s = 0 and t = 1 are connected, then random edges.
        for (int v = 1; v < vertices && list.size() < edges; v++) {
            list.addArray().add(random.nextInt(v)).add(v);
        }
        while (list.size() < edges) {
            list.addArray().add(random.nextInt(vertices)).add(random.nextInt(vertices));
        }
        return g.put("s", 0).put("t", 1);
    }

    private static ObjectNode position(JsonNode graph) {
        ObjectNode body = Json.object();
        body.set("graph", graph);
        return body;
    }

    private static ObjectNode cutFirst(JsonNode graph) {
        return position(graph).put("first", "cut");
    }

    private static String text(ObjectNode graph) {
        StringBuilder sb = new StringBuilder();
        for (JsonNode e : graph.get("edges")) {
            sb.append('v')
                    .append(e.get(0).asInt())
                    .append(" v")
                    .append(e.get(1).asInt())
                    .append('\n');
        }
        return sb.toString();
    }
}
