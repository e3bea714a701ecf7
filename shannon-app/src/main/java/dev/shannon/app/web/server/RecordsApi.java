package dev.shannon.app.web.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.bridgit.BridgitApi;
import dev.shannon.app.web.matroid.MatroidApi;
import dev.shannon.app.web.tsunagaru.TsunagaruApi;
import dev.shannon.bridgit.BridgitRecord;
import dev.shannon.bridgit.LimitedMove;
import dev.shannon.graph.io.RecordText;
import dev.shannon.matroid.io.MatroidRecord;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.TsunagaruRecord;
import dev.shannon.switching.SwitchingRecord;
import dev.shannon.switching.TerminalGraph;
import io.javalin.router.JavalinDefaultRouting;

/**
 * {@code POST /api/records/read {record}}: a game record (docs/records.md) read and checked —
 * every move replayed — and handed to the page as JSON in the terms its own requests use:
 * <ul>
 * <li>{@code {game: "bridgit", n, first, bridges (null for the plain game), moves: [[r, c] or [r, c, r2, c2]]}};</li>
 * <li>{@code {game: "switching", first, graph: edge-list text, moves: [edge]}};</li>
 * <li>{@code {game: "tsunagaru", rule, stage: {rows, cols, kinds, arms}, turns: [[row, col] clockwise, [row, col, -1] anticlockwise]}};</li>
 * <li>{@code {game: "matroid", first, text: the matroid text form, preset (or null), moves: [element]}}.</li>
 * </ul>
 * The pages write records themselves (the notation is a few lines); reading is here, so there is
 * one parser and its errors are the CLI's.
 */
final class RecordsApi implements ApiModule {
    private final WebLimits limits;
    private final SolverGate gate;

    RecordsApi(WebLimits limits, SolverGate gate) {
        this.limits = limits;
        this.gate = gate;
    }

    /**
     * Reading a record is linear in its length (the lines, the moves, each replayed once): about
     * 10 ms for the longest, 200,000 characters, so that a long record goes to the expensive lane
     * and shares its limits (issue 29, §3: a 240 KB record cost 1.2 s outside every lane).
     */
    static double cost(JsonRequest r) {
        return 5e-5 * RequestCost.stringLength(r, "record");
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        router.post("/api/records/read", Endpoints.post(limits.maxBodyBytes(), gate, RecordsApi::cost, this::read));
    }

    JsonNode read(JsonRequest r) {
        r.allowOnly("record");
        String text = r.optionalString("record", null, RecordText.MAX_CHARS);
        if (text == null) {
            throw ApiError.badRequest("missing field \"record\" (a game record as text)");
        }
        String game = RecordText.gameOf(text);
        try {
            if (BridgitRecord.GAME.equals(game)) {
                return bridgit(BridgitRecord.parse(text));
            }
            if (SwitchingRecord.GAME.equals(game)) {
                return switching(SwitchingRecord.parse(text));
            }
            if (TsunagaruRecord.GAME.equals(game)) {
                return tsunagaru(TsunagaruRecord.parse(text, TsunagaruApi.MAX_SIDE));
            }
            if (MatroidRecord.GAME.equals(game)) {
                return MatroidApi.recordJson(MatroidRecord.parse(text));
            }
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("record: " + e.getMessage());
        }
        throw ApiError.badRequest(
                "record: it starts with 'shannon-record bridgit', 'shannon-record switching', 'shannon-record tsunagaru'"
                        + " or 'shannon-record matroid'");
    }

    private JsonNode bridgit(BridgitRecord rec) {
        if (rec.n() < limits.minBoard() || rec.n() > limits.maxBoard()) {
            throw ApiError.badRequest("record: boards here run from n = " + limits.minBoard() + " to "
                    + limits.maxBoard() + ", got " + rec.n());
        }
        if (rec.isLimited() && rec.n() > BridgitApi.MAX_LIMITED_BOARD) {
            throw ApiError.badRequest(
                    "record: the limited-bridges game is played here up to n = " + BridgitApi.MAX_LIMITED_BOARD);
        }
        if (rec.isLimited()) {
            rec.limitedGame();
        } else {
            rec.game();
        }
        ObjectNode out = Json.object();
        out.put("game", BridgitRecord.GAME);
        out.put("n", rec.n());
        out.put("first", rec.first().id());
        if (rec.isLimited()) {
            out.put("bridges", rec.bridges().getAsInt());
        } else {
            out.putNull("bridges");
        }
        ArrayNode moves = out.putArray("moves");
        for (LimitedMove m : rec.moves()) {
            ArrayNode a = moves.addArray();
            if (!m.isPlacement()) {
                a.add(m.from().r()).add(m.from().c());
            }
            a.add(m.to().r()).add(m.to().c());
        }
        return out;
    }

    private JsonNode switching(SwitchingRecord rec) {
        TerminalGraph g = rec.graph();
        if (g.vertexCount() > limits.maxGraphVertices() || g.edgeCount() > limits.maxGraphEdges()) {
            throw ApiError.badRequest("record: graphs here have at most " + limits.maxGraphVertices() + " vertices and "
                    + limits.maxGraphEdges() + " edges, got " + g.vertexCount() + " and " + g.edgeCount());
        }
        rec.position();
        ObjectNode out = Json.object();
        out.put("game", SwitchingRecord.GAME);
        out.put("first", rec.first().id());
        out.put("graph", g.toText());
        ArrayNode moves = out.putArray("moves");
        for (int e : rec.moves()) {
            moves.add(e);
        }
        return out;
    }

    private static JsonNode tsunagaru(TsunagaruRecord rec) {
        Stage s = rec.stage();
        if (s.rows() > TsunagaruApi.MAX_SIDE || s.cols() > TsunagaruApi.MAX_SIDE) {
            throw ApiError.badRequest(
                    "record: stages here have at most " + TsunagaruApi.MAX_SIDE + " rows and columns");
        }
        ObjectNode out = Json.object();
        out.put("game", TsunagaruRecord.GAME);
        out.put("rule", rec.rule() == Rule.CONNECTED ? "connected" : "any");
        out.set("stage", TsunagaruApi.stageJson(s));
        ArrayNode turns = out.putArray("turns");
        for (TsunagaruRecord.Turn t : rec.turns()) {
            ArrayNode turn = turns.addArray().add(t.row()).add(t.col());
            if (t.anticlockwise()) {
                turn.add(-1);
            }
        }
        return out;
    }
}
