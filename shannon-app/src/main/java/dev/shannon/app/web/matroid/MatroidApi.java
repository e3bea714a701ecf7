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
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.WebLimits;
import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.CertificateChecker;
import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.GameCertificate;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidAnalysis;
import dev.shannon.matroid.MatroidComputer;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.MatroidPosition;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.matroid.io.MatroidFormat;
import dev.shannon.matroid.io.MatroidRecord;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;
import io.javalin.router.JavalinDefaultRouting;
import java.util.Map;
import java.util.Set;

/**
 * The matroid-game API behind the matroid page ({@code #/matroid}). A request names its game (a preset, the
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
        // Games on the page have at most 64 elements: a solve is a few milliseconds, a move or certificate two solves;
        // a matroid given by its list of bases or circuits costs more, with the square of the list's length.
        router.post("/api/matroid/game", Endpoints.post(max, gate, r -> cost(r, 1), this::game));
        router.post("/api/matroid/analyze", Endpoints.post(max, gate, r -> cost(r, 1), this::analyze));
        router.post("/api/matroid/move", Endpoints.post(max, gate, r -> cost(r, 3), this::move));
        router.post("/api/matroid/certificate", Endpoints.post(max, gate, r -> cost(r, 3), this::certificate));
    }

    /**
     * The estimated cost of a request making {@code solves} solves. A matroid given by a list of
     * {@code k} bases or circuits is checked against the matroid axioms when it is read (every pair
     * of sets) and its rank oracle scans the list, so its cost grows with k²: measured with
     * {@code POST /api/matroid/analyze} and {@code move}, U(2,63) by its 1,953 bases 210–280 ms,
     * U(6,12) by its 924 bases 46 ms, U(2,20) by its 1,140 circuits 87–380 ms (issue 29, §2).
     */
    static double cost(JsonRequest r, double solves) {
        double base = solves * SOLVE_MILLIS;
        JsonNode m = r.raw("matroid");
        if (m != null && m.isObject()) {
            String kind = m.path("kind").asText("");
            int sets = RequestCost.arrayLength(m.get("sets"));
            return base + setListMillis(kind, sets);
        }
        JsonNode text = r.raw("text");
        if (text != null && text.isTextual()) {
            String t = text.textValue();
            String kind = t.stripLeading().startsWith("circuits") ? "circuits" : "bases";
            long lines = t.chars().filter(c -> c == '\n').count() + 1;
            return base + setListMillis(kind, (int) Math.min(Integer.MAX_VALUE, lines));
        }
        return base;
    }

    private static double setListMillis(String kind, int sets) {
        double k = sets;
        return (kind.equals("circuits") ? 2.5e-4 : 1e-4) * k * k;
    }

    /** The game of the page's preset {@code name}, if there is one (the online games offer the same matroids). */
    public static java.util.Optional<MatroidGame> presetGame(String name) {
        return java.util.Optional.ofNullable(MatroidPresets.get(name)).map(p -> p.game());
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
        if (source.text != null) {
            // What a game record holds (docs/records.md): the page writes its records with it.
            root.put("text", source.text);
        }
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
        MatroidPosition p = position(request);
        ObjectNode root = Json.object();
        root.put("toMove", p.toMove().id());
        root.put("movesPlayed", p.movesPlayed());
        Player winner = p.winner();
        root.put("over", winner != null);
        if (winner != null) {
            root.put("winner", winner.id());
            root.set("winningMoves", Json.array(new int[0]));
        } else {
            Verdict v = EdmondsSolver.analyze(p.game(), false).verdict(p.toMove());
            root.put("winner", v.winner().id());
            root.set("winningMoves", Json.array(v.winningMoves()));
        }
        ArrayNode states = root.putArray("states");
        for (int x = 0; x < p.game().size(); x++) {
            states.add(
                    x == p.game().target()
                            ? "target"
                            : p.isClaimed(x) ? "claimed" : p.isDeleted(x) ? "deleted" : "free");
        }
        return root;
    }

    /** The computer's move for the player to move, with its reason. */
    JsonNode move(JsonRequest request) {
        request.allowOnly("preset", "text", "matroid", "first", "moves");
        MatroidPosition p = position(request);
        requireLive(p);
        MatroidComputer.Move m = new MatroidComputer(p.toMove()).move(p.game());
        ObjectNode root = Json.object();
        root.put("element", m.element());
        root.put("reason", m.reason());
        root.put("why", m.why());
        return root;
    }

    /** The certificate of the verdict for the player to move, checked before it is sent. */
    JsonNode certificate(JsonRequest request) {
        request.allowOnly("preset", "text", "matroid", "first", "moves");
        MatroidPosition p = position(request);
        requireLive(p);
        MatroidAnalysis a = EdmondsSolver.analyze(p.game(), true);
        GameCertificate c = a.certificate(p.toMove());
        String problem = CertificateChecker.problem(p.game(), c);
        if (problem != null) {
            throw new IllegalStateException("certificate failed its check: " + problem);
        }
        ObjectNode root = Json.object();
        root.put("toMove", p.toMove().id());
        root.put("winner", c.winner().id());
        root.set("certificate", MatroidJson.certificate(c));
        return root;
    }

    /**
     * A matroid record (docs/records.md), read and replayed, as the page loads it:
     * {@code {game: "matroid", first, text, preset (the preset whose text it is, or null), moves}}.
     */
    public static JsonNode recordJson(MatroidRecord rec) {
        MatroidGame g = rec.file().game();
        if (g.size() > MAX_ELEMENTS) {
            throw ApiError.badRequest(
                    "record: the page plays games of at most " + MAX_ELEMENTS + " elements; this one has " + g.size());
        }
        MatroidPresets.Preset preset = MatroidPresets.byText(rec.matroidText());
        ObjectNode out = Json.object();
        out.put("game", MatroidRecord.GAME);
        out.put("first", rec.first().id());
        out.put("text", rec.matroidText());
        if (preset != null) {
            out.put("preset", preset.name());
        } else {
            out.putNull("preset");
        }
        out.set("moves", Json.array(rec.moves()));
        return out;
    }

    private static void requireLive(MatroidPosition p) {
        if (p.isOver()) {
            throw ApiError.badRequest("the game is over: " + p.winner().id() + " has won");
        }
    }

    /** A game and where it came from. */
    private record Source(MatroidGame game, String title, String description, ObjectNode drawing, String text) {}

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
            return new Source(p.game(), p.title(), p.description(), p.drawing(), p.text());
        }
        MatroidFile f;
        String text = null;
        if (request.has("text")) {
            text = request.optionalString("text", null, limits.maxBodyBytes());
            f = MatroidFormat.read("text", text);
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
                f.game(), "Your " + f.kind() + " matroid", f.game().matroid().describe(), null, text);
    }

    /** The position after the moves, players alternating from "first". */
    private MatroidPosition position(JsonRequest request) {
        MatroidGame g = source(request).game();
        Player first = request.optionalChoice("first", Player.SHORT, SIDES);
        int[] moves = request.intArray("moves", g.size(), 0, g.size() - 1);
        MatroidPosition p = MatroidPosition.start(g, first);
        for (int i = 0; i < moves.length; i++) {
            try {
                p = p.play(moves[i]);
            } catch (IllegalArgumentException e) {
                throw ApiError.badRequest("moves[" + i + "]: " + e.getMessage());
            }
        }
        return p;
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
