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
import dev.shannon.bridgit.Board;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
     * Reading a record parses its text, linear in its length (about 10 ms for the longest, 200,000
     * characters: issue 29, §3, a 240 KB record cost 1.2 s outside every lane), and replays its
     * moves. A Bridg-It move costs a pass over the board's crossings ({@link
     * RequestCost#bridgitReplay}), so a Bridg-It record's estimate also counts its moves (its
     * commas: one a crossing) on its board, read from its {@code n} line (stops: an n = 30 record
     * of 1,500 moves, 0.5 ms estimated, took 10–28 ms in the cheap lane, and its p50 rose to 813
     * ms under load). The scan is linear in the text, which has been read already.
     */
    static double cost(JsonRequest r) {
        JsonNode v = r.raw("record");
        String text = v != null && v.isTextual() ? v.textValue() : "";
        double parse = 5e-5 * text.length();
        Matcher n = BRIDGIT_SIZE.matcher(text);
        if (!text.contains(BridgitRecord.GAME) || !n.find()) {
            return parse;
        }
        int size = (int) Math.min(Board.MAX_N, Long.parseLong(n.group(1)));
        long commas = text.chars().filter(c -> c == ',').count();
        return parse + RequestCost.bridgitReplay(size, (int) Math.min(Integer.MAX_VALUE, commas));
    }

    /** A Bridg-It record's board line, {@code n N} (at most five digits are looked at). */
    private static final Pattern BRIDGIT_SIZE = Pattern.compile("(?m)^[ \\t]*n[ \\t]+(\\d{1,5})\\b");

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
