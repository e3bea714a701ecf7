package dev.shannon.app.loadtest;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import java.util.List;

/**
 * Requests that look cheap and are not (issue 29, §2 and §3): each is small, and each was
 * estimated under 5 ms by the server while it took from a tenth of a second to a few seconds.
 */
public final class Adversarial {
    private Adversarial() {}

    /** One request: the path and the body. */
    public record Request(String name, String path, String body) {}

    /** The cheap-lane abuse: a losing side thinking 5 s on a 49-edge grid, a matroid by its 1,953 bases. */
    public static List<Request> cheapLaneAbuse() {
        return List.of(losingMoveOnGrid(), uniformByBases(2, 63));
    }

    /** Short to move on the 5×6 grid from corner to corner (49 edges): a lost game, so the computer thinks. */
    public static Request losingMoveOnGrid() {
        ObjectNode body = Json.object();
        ObjectNode graph = body.putObject("graph");
        ArrayNode edges = graph.putArray("edges");
        int rows = 5;
        int cols = 6;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int v = r * cols + c;
                if (c + 1 < cols) {
                    edges.addArray().add(v).add(v + 1);
                }
                if (r + 1 < rows) {
                    edges.addArray().add(v).add(v + cols);
                }
            }
        }
        graph.put("s", 0).put("t", rows * cols - 1);
        body.put("first", "short").put("thinkMillis", 5000);
        return new Request("switching move, losing, 49 edges, think 5 s", "/api/switching/move", Json.line(body));
    }

    /** The uniform matroid U(r, n) given by the list of its bases, target 0. */
    public static Request uniformByBases(int r, int n) {
        ObjectNode body = Json.object();
        ObjectNode m = body.putObject("matroid");
        m.put("kind", "bases").put("elements", n).put("target", 0);
        ArrayNode sets = m.putArray("sets");
        subsets(new int[r], 0, 0, n, sets);
        return new Request(
                "matroid analyze, U(" + r + "," + n + ") by " + sets.size() + " bases",
                "/api/matroid/analyze",
                Json.line(body));
    }

    private static void subsets(int[] chosen, int k, int from, int n, ArrayNode out) {
        if (k == chosen.length) {
            ArrayNode set = out.addArray();
            for (int x : chosen) {
                set.add(x);
            }
            return;
        }
        for (int x = from; x < n; x++) {
            chosen[k] = x;
            subsets(chosen, k + 1, x + 1, n, out);
        }
    }

    /**
     * A Tsunagaru record of a {@code side}×{@code side} stage followed by {@code turns} turns: far
     * beyond the web's stage limit, and long to replay.
     */
    public static Request longTsunagaruRecord(int side, int turns) {
        StringBuilder b = new StringBuilder("shannon-record tsunagaru\nrule connected\nstage\n");
        for (int r = 0; r < side; r++) {
            b.append("\u2500".repeat(side)).append('\n');
        }
        b.append("end\nturns");
        for (int i = 0; i < turns; i++) {
            b.append(" ").append(i % side).append(',').append(i / side % side);
        }
        b.append('\n');
        return new Request(
                "records read, tsunagaru " + side + "×" + side + ", " + turns + " turns",
                "/api/records/read",
                Json.line(Json.object().put("record", b.toString())));
    }
}
