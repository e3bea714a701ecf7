package dev.shannon.app.web.switching;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.SwitchingJson;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.GameSessions;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.WebLimits;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Certificate;
import dev.shannon.switching.Certificates;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.Verdict;
import dev.shannon.switching.defence.Strength;
import dev.shannon.switching.defence.SwitchingComputer;
import dev.shannon.switching.defence.SwitchingDefenceGame;
import dev.shannon.switching.defence.ThinkBudget;
import io.javalin.router.JavalinDefaultRouting;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Pattern;

/**
 * The switching-game API. Requests carry the whole position (graph, first player, moves), so
 * concurrent games never interfere. The one piece of continuity, Short's live tree strategy, is
 * kept per game id in {@link GameSessions}; without an id each request gets a fresh computer
 * player, which still plays perfectly but re-solves every move.
 */
public final class SwitchingApi implements ApiModule {
    /** The computer's levels by name (and the older names perfect and erring). */
    static final Map<String, String> LEVELS = Map.of(
            "relentless",
            "relentless",
            "strong",
            "strong",
            "casual",
            "casual",
            "beginner",
            "beginner",
            "legacy",
            "legacy",
            "perfect",
            "relentless",
            "erring",
            "casual");
    /** The most a request may ask the computer to think about one move. */
    public static final int MAX_THINK_MILLIS = 5000;

    private static final Pattern GAME_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final WebLimits limits;
    private final SolverGate gate;
    private final GameSessions<ComputerPlayers> sessions;

    private final SwitchingSolver solver;

    /** The API with Lehman's solver behind every analysis and computer move. */
    public SwitchingApi(WebLimits limits, SolverGate gate) {
        this(limits, gate, SwitchingSolver.lehman());
    }

    /** The API with {@code solver} behind the analyses and the computer players' winning moves. */
    public SwitchingApi(WebLimits limits, SolverGate gate, SwitchingSolver solver) {
        this.solver = solver;
        this.limits = limits;
        this.gate = gate;
        this.sessions = new GameSessions<>(limits.maxSessions(), limits.sessionIdle());
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        int max = limits.maxBodyBytes();
        router.post("/api/switching/graph", Endpoints.post(max, gate, this::drawingCost, this::graph));
        router.post("/api/switching/analyze", Endpoints.post(max, gate, SwitchingApi::analysisCost, this::analyze));
        router.post(
                "/api/switching/certificate", Endpoints.post(max, gate, r -> 1.5 * analysisCost(r), this::certificate));
        router.post("/api/switching/move", Endpoints.postInLane(max, gate, r -> 5 * analysisCost(r), this::move));
    }

    private static double analysisCost(JsonRequest r) {
        JsonNode graph = r.raw("graph");
        return RequestCost.switchingAnalysis(
                RequestCost.arrayLength(graph == null ? null : graph.get("edges")),
                RequestCost.arrayLength(r.raw("moves")));
    }

    /** A drawing's cost is in its vertices: a preset's size parameters, or about one per line of a pasted graph. */
    private double drawingCost(JsonRequest r) {
        int side = RequestCost.intField(r, "size", 6, 1, 100);
        int vertices = switch (r.raw("preset") == null
                ? "text"
                : r.raw("preset").asText()) {
            case "grid" -> RequestCost.intField(r, "rows", 3, 1, 100) * RequestCost.intField(r, "cols", 4, 1, 100);
            case "random" -> RequestCost.intField(r, "vertices", 8, 1, limits.maxGraphVertices());
            case "bridgit" -> side * side + 2;
            case "text" -> (int) Math.min(limits.maxGraphVertices(), RequestCost.stringLength(r, "text") / 4 + 1);
            default -> side + 1;
        };
        return RequestCost.graphDrawing(vertices);
    }

    /** A preset or pasted graph, with a drawing. */
    JsonNode graph(JsonRequest request) {
        request.allowOnly("preset", "text", "size", "rows", "cols", "vertices", "edges", "seed", "s", "t");
        PresetGraph preset = PresetRequest.read(request, limits);
        return GraphJson.describe(preset);
    }

    /** Both verdicts of the position, the mover's winning moves and, once decided, how it was won. */
    JsonNode analyze(JsonRequest request) {
        request.allowOnly("graph", "first", "moves");
        TerminalGraph game = GameRequest.game(request, limits);
        Position p = GameRequest.position(request, game);
        return analysisJson(p);
    }

    /** Lehman's certificate for the player to move: S and two disjoint trees (after a claim, with Short to move). */
    JsonNode certificate(JsonRequest request) {
        request.allowOnly("graph", "first", "moves", "claim");
        TerminalGraph game = GameRequest.game(request, limits);
        Position p = GameRequest.position(request, game);
        if (p.winner().isPresent()) {
            throw ApiError.badRequest("the game is over: " + p.winner().get().id() + " has won");
        }
        boolean claimGiven = request.has("claim");
        int claim = request.optionalInt("claim", -1, 0, game.edgeCount() - 1);
        if (claimGiven && p.toMove() != Player.SHORT) {
            throw ApiError.badRequest("\"claim\" is for Short to move; it is Cut's turn");
        }
        if (claimGiven && !p.isFree(claim)) {
            throw ApiError.badRequest("edge " + claim + " is not free");
        }
        return certificateJson(p, claimGiven ? claim : -1);
    }

    /**
     * The computer's move for the player to move. A winning side's move follows its certificate
     * and is cheap; a losing side thinks, up to {@code thinkMillis}: once the analysis says the
     * mover is losing, the request tells its lane so, and moves to the expensive lane if the
     * defence will not be cheap (issue 29, §2).
     */
    JsonNode move(JsonRequest request) {
        return move(request, null);
    }

    JsonNode move(JsonRequest request, SolverGate.Ticket lane) {
        request.allowOnly("graph", "first", "moves", "game", "level", "thinkMillis");
        String level = request.optionalChoice("level", "relentless", LEVELS);
        long think = request.optionalInt("thinkMillis", (int) ThinkBudget.DEFAULT_MILLIS, 0, MAX_THINK_MILLIS);
        String id = request.optionalString("game", null, 64);
        if (id != null && !GAME_ID.matcher(id).matches()) {
            throw ApiError.badRequest("\"game\" must be 1 to 64 letters, digits, '-' or '_'");
        }
        TerminalGraph requested = GameRequest.game(request, limits);
        ComputerPlayers players = id == null
                ? new ComputerPlayers(requested, solver)
                : sessions.obtain(id, c -> c.plays(requested), () -> new ComputerPlayers(requested, solver));
        // Short's strategy recognises its own game by the graph instance, so rebuild the position on the session's.
        Position p = GameRequest.position(request, players.game());
        if (p.winner().isPresent()) {
            throw ApiError.badRequest("the game is over: " + p.winner().get().id() + " has won");
        }
        if (lane != null
                && !level.equals("legacy")
                && solver.solve(p).verdict(p.toMove()).winner() != p.toMove()) {
            int edges = requested.edgeCount();
            lane.escalate(5 * RequestCost.switchingAnalysis(edges, p.movesPlayed())
                    + RequestCost.defence(p.freeEdges().length, think));
        }
        SwitchingComputer.Move move = players.move(p, level, think);
        ObjectNode out = Json.object();
        out.put("edge", move.edge());
        out.put("player", p.toMove().id());
        out.put("reason", move.reason());
        out.put("why", move.why());
        return out;
    }

    /** The bounds of the presets' parameters, for {@code GET /api/limits}. */
    public static ObjectNode presetLimits() {
        ObjectNode o = Json.object();
        o.put("maxComplete", GraphPresets.MAX_COMPLETE);
        o.put("maxWheel", GraphPresets.MAX_WHEEL);
        o.put("maxGridSide", GraphPresets.MAX_GRID_SIDE);
        o.put("maxBridgit", GraphPresets.MAX_BRIDGIT);
        o.put("maxRandomVertices", GraphPresets.MAX_RANDOM_VERTICES);
        return o;
    }

    /**
     * The position in the vocabulary of {@code solve --json} (docs/json.md): {@code winner} is who
     * wins with perfect play from here (in a finished game, who has won), {@code winningMoves} the
     * mover's; while the game runs also {@code type}, {@code shortFirst}, {@code cutFirst} and each
     * side's immediate {@code threats}, once it is over the {@code path} or {@code cut} that ended it.
     */
    ObjectNode analysisJson(Position p) {
        ObjectNode out = Json.object();
        out.put("toMove", p.toMove().id());
        out.put("movesPlayed", p.movesPlayed());
        Optional<Player> winner = p.winner();
        out.put("over", winner.isPresent());
        if (winner.isPresent()) {
            out.put("winner", winner.get().id());
            out.set("winningMoves", Json.array(new int[0]));
            out.set("path", Json.array(p.winningPath()));
            out.set("cut", Json.array(winner.get() == Player.CUT ? p.cutSet() : new int[0]));
            return out;
        }
        Analysis a = solver.solve(p);
        Verdict mine = a.verdict(p.toMove());
        out.put("winner", mine.winner().id());
        out.set("winningMoves", Json.array(mine.winningMoves()));
        SwitchingJson.analysis(out, a, null, null, p.graph());
        // Each side's immediate wins: the threats the other side is fighting.
        SwitchingDefenceGame d = new SwitchingDefenceGame(p);
        ObjectNode threats = out.putObject("threats");
        for (Player side : Player.values()) {
            threats.set(side.id(), Json.array(d.completions(SwitchingDefenceGame.side(side))));
        }
        return out;
    }

    /**
     * Lehman's certificate for the player to move in the form of {@code solve --json} (vertices by
     * name), with {@code vertexIndices} added for drawing; after {@code claim} if given, else after
     * the claim {@link Certificates#forMover} chooses.
     */
    static ObjectNode certificateJson(Position p, int claim) {
        ObjectNode out = Json.object();
        out.put("toMove", p.toMove().id());
        Optional<Certificate> c = claim >= 0 ? Certificates.forPosition(p, claim) : Certificates.forMover(p);
        if (c.isEmpty()) {
            out.putNull("certificate");
        } else {
            ObjectNode cert = SwitchingJson.certificate(c.get(), p.graph());
            cert.set("vertexIndices", Json.array(c.get().vertices()));
            out.set("certificate", cert);
        }
        out.put("explanation", Certificates.explain(p, claim, c));
        return out;
    }

    /** The computer players of one game: one per side, on the graph instance their strategy recognises. */
    static final class ComputerPlayers {
        private final TerminalGraph game;
        private final Map<String, SwitchingComputer> players = new HashMap<>();
        private final SwitchingSolver solver;

        ComputerPlayers(TerminalGraph game, SwitchingSolver solver) {
            this.game = game;
            this.solver = solver;
        }

        TerminalGraph game() {
            return game;
        }

        boolean plays(TerminalGraph other) {
            return other.s() == game.s()
                    && other.t() == game.t()
                    && other.graph().equals(game.graph());
        }

        /**
         * One request at a time per game: a computer player is not thread-safe. The legacy level is
         * the library's bounded legacy player, so that a losing side's move on a big graph stays cheap.
         */
        synchronized SwitchingComputer.Move move(Position p, String level, long thinkMillis) {
            boolean legacy = level.equals("legacy");
            SwitchingComputer c = players.computeIfAbsent(
                    p.toMove().id() + "/" + level + "/" + thinkMillis,
                    k -> legacy
                            ? SwitchingComputer.boundedLegacy(p.toMove())
                            : SwitchingComputer.of(
                                    p.toMove(),
                                    Strength.parse(level),
                                    ThinkBudget.ofMillis(thinkMillis),
                                    ThreadLocalRandom.current().nextLong(),
                                    solver));
            return c.move(p);
        }
    }
}
