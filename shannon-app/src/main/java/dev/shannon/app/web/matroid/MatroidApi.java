package dev.shannon.app.web.matroid;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.JsonMatroidFormat;
import dev.shannon.app.io.MatroidJson;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.WebLimits;
import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.Bits;
import dev.shannon.matroid.CertificateChecker;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.GameCertificate;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidAnalysis;
import dev.shannon.matroid.MatroidComputer;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.matroid.io.MatroidFormat;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import io.javalin.router.JavalinDefaultRouting;
import java.util.Map;
import java.util.Set;

/**
 * The matroid-game API behind {@code /matroid.html}. A request names its game (a preset, the
 * text form, or the JSON form) and carries the whole position (who moved first and the moves so
 * far), so games never interfere; the computer re-solves on each move, which is instant at the
 * sizes the page allows.
 */
public final class MatroidApi implements ApiModule {
    /** The most elements a game played in the browser may have. */
    public static final int MAX_ELEMENTS = 64;
    /**
     * The estimated cost of one solve at the page's sizes, for the scheduler: a 50-element binary
     * matroid of rank 25 solves in 0.7 ms (BENCHMARKS.md, "Matroid game"), so even a move or a
     * certificate (three solves) stays in the cheap lane, under its 5 ms bound.
     */
    private static final double SOLVE_MILLIS = 1;

    private static final Map<String, Player> SIDES = Map.of("short", Player.SHORT, "cut", Player.CUT);

    private final WebLimits limits;
    private final SolverGate gate;

    public MatroidApi(WebLimits limits, SolverGate gate) {
        this.limits = limits;
        this.gate = gate;
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        int max = limits.maxBodyBytes();
        router.get("/api/matroid/presets", Endpoints.get(Set.of(), ctx -> presets()));
        // Games on the page have at most 64 elements: a solve is a few milliseconds, a move or certificate two solves.
        router.post("/api/matroid/game", Endpoints.post(max, gate, r -> SOLVE_MILLIS, this::game));
        router.post("/api/matroid/analyze", Endpoints.post(max, gate, r -> SOLVE_MILLIS, this::analyze));
        router.post("/api/matroid/move", Endpoints.post(max, gate, r -> 3 * SOLVE_MILLIS, this::move));
        router.post("/api/matroid/certificate", Endpoints.post(max, gate, r -> 3 * SOLVE_MILLIS, this::certificate));
    }

    /** The game of the page's preset {@code name}, if there is one (the online games offer the same matroids). */
    public static java.util.Optional<MatroidGame> presetGame(String name) {
        return java.util.Optional.ofNullable(MatroidPresets.get(name))
                .map(p -> p.game().get());
    }

    /** The names of the page's presets, in the page's order. */
    public static java.util.List<String> presetNames() {
        return MatroidPresets.names();
    }

    private static JsonNode presets() {
        ObjectNode root = Json.object();
        ArrayNode list = root.putArray("presets");
        for (MatroidPresets.Preset p : MatroidPresets.all()) {
            list.addObject().put("name", p.name()).put("title", p.title());
        }
        return root;
    }

    /** The game named by the request, described for drawing: elements, rank, target, matrix or picture, type. */
    JsonNode game(JsonRequest request) {
        request.allowOnly("preset", "text", "matroid");
        Source source = source(request);
        MatroidGame g = source.game();
        ObjectNode root = Json.object();
        root.put("title", source.title);
        root.put("description", source.description);
        root.put("elements", g.size());
        root.put("target", g.target());
        root.put("rank", g.matroid().rank());
        root.put("type", EdmondsSolver.analyze(g, false).type().id());
        Matroid m = g.matroid();
        if (m instanceof BinaryMatroid b) {
            root.put("field", 2);
            root.set("matrix", matrix(b.rows(), g.size(), b::entry));
        } else if (m instanceof LinearMatroid l) {
            root.put("field", l.prime());
            root.set("matrix", matrix(l.rows(), g.size(), l::entry));
        }
        if (source.drawing != null) {
            root.set("drawing", source.drawing);
        }
        return root;
    }

    /**
     * The position in the switching game's words: whose move, how many moves, whether it is over,
     * {@code winner} (with perfect play from here; once over, who has won), the mover's
     * {@code winningMoves} and every element's state.
     */
    JsonNode analyze(JsonRequest request) {
        request.allowOnly("preset", "text", "matroid", "first", "moves");
        Position p = position(request);
        ObjectNode root = Json.object();
        root.put("toMove", p.toMove.id());
        root.put("movesPlayed", p.movesPlayed);
        Player winner = p.game.shortHasWon() ? Player.SHORT : p.game.cutHasWon() ? Player.CUT : null;
        root.put("over", winner != null);
        if (winner != null) {
            root.put("winner", winner.id());
            root.set("winningMoves", Json.array(new int[0]));
        } else {
            Verdict v = EdmondsSolver.analyze(p.game, false).verdict(p.toMove);
            root.put("winner", v.winner().id());
            root.set("winningMoves", Json.array(v.winningMoves()));
        }
        ArrayNode states = root.putArray("states");
        for (int x = 0; x < p.game.size(); x++) {
            states.add(
                    x == p.game.target()
                            ? "target"
                            : Bits.get(p.claimed, x) ? "claimed" : Bits.get(p.deleted, x) ? "deleted" : "free");
        }
        return root;
    }

    /** The computer's move for the player to move, with its reason. */
    JsonNode move(JsonRequest request) {
        request.allowOnly("preset", "text", "matroid", "first", "moves");
        Position p = position(request);
        requireLive(p);
        MatroidComputer.Move m = new MatroidComputer(p.toMove).move(p.game);
        ObjectNode root = Json.object();
        root.put("element", m.element());
        root.put("reason", m.reason());
        return root;
    }

    /** The certificate of the verdict for the player to move, checked before it is sent. */
    JsonNode certificate(JsonRequest request) {
        request.allowOnly("preset", "text", "matroid", "first", "moves");
        Position p = position(request);
        requireLive(p);
        MatroidAnalysis a = EdmondsSolver.analyze(p.game, true);
        GameCertificate c = a.certificate(p.toMove);
        String problem = CertificateChecker.problem(p.game, c);
        if (problem != null) {
            throw new IllegalStateException("certificate failed its check: " + problem);
        }
        ObjectNode root = Json.object();
        root.put("toMove", p.toMove.id());
        root.put("winner", c.winner().id());
        root.set("certificate", MatroidJson.certificate(c));
        return root;
    }

    private static void requireLive(Position p) {
        if (p.game.shortHasWon() || p.game.cutHasWon()) {
            throw ApiError.badRequest("the game is over: " + (p.game.shortHasWon() ? "short" : "cut") + " has won");
        }
    }

    /** A game and where it came from. */
    private record Source(MatroidGame game, String title, String description, ObjectNode drawing) {}

    private Source source(JsonRequest request) {
        int given = (request.has("preset") ? 1 : 0) + (request.has("text") ? 1 : 0) + (request.has("matroid") ? 1 : 0);
        if (given != 1) {
            throw ApiError.badRequest("name the game with exactly one of \"preset\", \"text\" or \"matroid\"");
        }
        if (request.has("preset")) {
            String name = request.optionalString("preset", null, 40);
            MatroidPresets.Preset p = MatroidPresets.get(name);
            if (p == null) {
                throw ApiError.badRequest(
                        "unknown preset \"" + name + "\" (expected " + String.join(", ", MatroidPresets.names()) + ")");
            }
            return new Source(p.game().get(), p.title(), p.description(), p.drawing());
        }
        MatroidFile f;
        if (request.has("text")) {
            f = MatroidFormat.read("text", request.optionalString("text", null, limits.maxBodyBytes()));
        } else {
            JsonNode m = request.raw("matroid");
            if (!m.isObject()) {
                throw ApiError.badRequest("\"matroid\" must be an object in the matroid JSON form");
            }
            f = JsonMatroidFormat.read("matroid", Json.line(m));
        }
        if (f.game().size() > MAX_ELEMENTS) {
            throw ApiError.badRequest("the page plays games of at most " + MAX_ELEMENTS + " elements; this one has "
                    + f.game().size());
        }
        return new Source(
                f.game(), "Your " + f.kind() + " matroid", f.game().matroid().describe(), null);
    }

    /** The position after the moves, players alternating from "first". */
    private record Position(MatroidGame game, long[] claimed, long[] deleted, Player toMove, int movesPlayed) {}

    private Position position(JsonRequest request) {
        MatroidGame g = source(request).game();
        Player toMove = request.optionalChoice("first", Player.SHORT, SIDES);
        int[] moves = request.intArray("moves", g.size(), 0, g.size() - 1);
        long[] claimed = Bits.empty(g.size());
        long[] deleted = Bits.empty(g.size());
        for (int i = 0; i < moves.length; i++) {
            int x = moves[i];
            if (g.shortHasWon() || g.cutHasWon()) {
                throw ApiError.badRequest("moves[" + i + "]: the game is already over");
            }
            if (!g.isPlayable(x)) {
                throw ApiError.badRequest("moves[" + i + "]: element " + x
                        + (x == g.target() ? " is the target" : " has already been played"));
            }
            if (toMove == Player.SHORT) {
                g = g.claim(x);
                Bits.set(claimed, x);
            } else {
                g = g.delete(x);
                Bits.set(deleted, x);
            }
            toMove = toMove.opponent();
        }
        return new Position(g, claimed, deleted, toMove, moves.length);
    }

    @FunctionalInterface
    private interface Entry {
        int at(int row, int col);
    }

    private static ArrayNode matrix(int rows, int cols, Entry entry) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        for (int i = 0; i < rows; i++) {
            ArrayNode row = a.addArray();
            for (int j = 0; j < cols; j++) {
                row.add(entry.at(i, j));
            }
        }
        return a;
    }
}
