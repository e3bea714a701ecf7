package dev.shannon.app.web.bridgit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.BridgitJson;
import dev.shannon.app.io.Json;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.WebLimits;
import dev.shannon.bridgit.BestResistance;
import dev.shannon.bridgit.BoardTable;
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.ComputerMove;
import dev.shannon.bridgit.ComputerPlayer;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Dot;
import dev.shannon.bridgit.GameReview;
import dev.shannon.bridgit.Refutation;
import dev.shannon.bridgit.Segment;
import dev.shannon.bridgit.Side;
import dev.shannon.bridgit.TableRow;
import dev.shannon.bridgit.WinningTrees;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.defence.ThinkBudget;
import io.javalin.router.JavalinDefaultRouting;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The Bridg-It API. Every request carries the whole game (n, first player, moves), so games are
 * independent and the server keeps no per-game state: the Bridg-It computer players need none
 * (each move is chosen from the position alone).
 */
public final class BridgitApi implements ApiModule {
    /** Every level by its name, and the older names perfect (relentless) and erring (casual). */
    static final Map<String, ComputerPlayer.Level> LEVELS = levels();
    /** The most a request may ask the computer to think about one move. */
    public static final int MAX_THINK_MILLIS = 5000;
    /** Where the "splits into two trees" column costs more than a few seconds (n = 15 takes about 2.5 s). */
    public static final int MAX_SPLIT_TABLE = 14;
    /** The limited-bridges variant's largest board (its search is exponential in the board's crossings). */
    public static final int MAX_LIMITED_BOARD = LimitedBridgesApi.MAX_N;
    /**
     * The most a whole-game analysis may cost by its estimate (one analysis per position): a game of
     * 300 moves on the 30 × 31 board (about 11 s by the estimate, which errs high), far longer than games are, stays
     * under it.
     */
    public static final int MAX_GAME_ANALYSIS_MILLIS = 12_000;

    private final WebLimits limits;
    private final SolverGate gate;
    private final Map<Integer, TableRow> table = new ConcurrentHashMap<>();
    private final Boards boards = new Boards();
    private final LimitedBridgesApi limited;

    private final SwitchingSolver solver;

    /** The API with Lehman's solver behind every analysis. */
    public BridgitApi(WebLimits limits, SolverGate gate) {
        this(limits, gate, SwitchingSolver.lehman());
    }

    /** The API with {@code solver} deciding the switching game on the mover's graph (✓/✗, trees, the table). */
    public BridgitApi(WebLimits limits, SolverGate gate, SwitchingSolver solver) {
        this.solver = solver;
        this.limits = limits;
        this.gate = gate;
        this.limited = new LimitedBridgesApi(limits);
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        int max = limits.maxBodyBytes();
        router.post("/api/bridgit/analyze", Endpoints.post(max, gate, this::analysisCost, this::analyze));
        router.post("/api/bridgit/trees", Endpoints.post(max, gate, r -> 1.5 * analysisCost(r), this::trees));
        router.post("/api/bridgit/move", Endpoints.postInLane(max, gate, this::moveCost, this::move));
        router.post("/api/bridgit/hint", Endpoints.postInLane(max, gate, this::moveCost, this::hint));
        router.post("/api/bridgit/analyze-game", Endpoints.post(max, gate, this::gameCost, this::analyzeGame));
        router.get(
                "/api/bridgit/table",
                Endpoints.get(
                        Set.of("n"),
                        gate,
                        this::tableCost,
                        ctx -> table(Endpoints.queryInt(ctx, "n", 5, limits.minBoard(), limits.maxBoard()))));
        router.post("/api/bridgit/limited/analyze", Endpoints.post(max, gate, r -> 1, limited::analyze));
        router.post(
                "/api/bridgit/limited/move",
                Endpoints.post(max, gate, r -> limits.limitedThinking().toMillis() + 50.0, limited::move));
    }

    private int boardOf(JsonRequest r) {
        return RequestCost.intField(r, "n", limits.minBoard(), limits.minBoard(), limits.maxBoard());
    }

    private double analysisCost(JsonRequest r) {
        return RequestCost.bridgitAnalysis(boardOf(r), RequestCost.arrayLength(r.raw("moves")));
    }

    /** One analysis per position of the game. */
    private double gameCost(JsonRequest r) {
        int n = boardOf(r);
        int moves = RequestCost.arrayLength(r.raw("moves"));
        return RequestCost.bridgitGame(n, moves);
    }

    private double moveCost(JsonRequest r) {
        return RequestCost.bridgitMove(boardOf(r), RequestCost.arrayLength(r.raw("moves")));
    }

    /** A cached row costs nothing; a new one an analysis per first move (n ≤ {@value #MAX_SPLIT_TABLE}). */
    private double tableCost(io.javalin.http.Context ctx) {
        int n = Endpoints.queryInt(ctx, "n", 5, limits.minBoard(), limits.maxBoard());
        return table.containsKey(n) ? 0 : RequestCost.bridgitTable(n, MAX_SPLIT_TABLE);
    }

    /** The analysis of {@code bridgit analyze --json} (docs/json.md), plus each side's immediate threats for the page. */
    JsonNode analyze(JsonRequest r) {
        r.allowOnly("n", "first", "moves");
        BridgitGame g = BoardRequest.game(r, limits, boards);
        ObjectNode out = BridgitJson.analysis(BridgitAnalyzer.analyze(g, solver), false);
        ObjectNode threats = out.putObject("threats");
        for (Side side : Side.values()) {
            threats.set(side.id(), BridgitJson.crossings(BridgitAnalyzer.threats(g, side)));
        }
        return out;
    }

    /**
     * The two trees that remain after a winning crossing (Lehman's certificate on the board); for
     * a losing crossing, why it loses: the opponent's winning reply nearest it, how many replies
     * win, and the opponent's two trees after that reply.
     */
    JsonNode trees(JsonRequest r) {
        r.allowOnly("n", "first", "moves", "move");
        BridgitGame g = BoardRequest.game(r, limits, boards);
        Crossing move = BoardRequest.crossing(
                g.board(), r.requiredPair("move", 0, g.board().latticeSize() - 1), "move");
        if (g.isOver()) {
            throw ApiError.badRequest(
                    "the game is over: " + g.winner().orElseThrow().id() + " has won");
        }
        if (!g.isFree(move)) {
            throw ApiError.badRequest("move: crossing " + move + " is already taken by "
                    + g.owner(move).orElseThrow().id());
        }
        Optional<WinningTrees> trees = BridgitAnalyzer.analyze(g, solver).trees(move);
        ObjectNode out = Json.object();
        if (trees.isEmpty()) {
            Refutation.of(g, move).ifPresent(ref -> {
                ObjectNode o = out.putObject("refutation");
                o.set("reply", BridgitJson.crossing(ref.reply()));
                o.put("side", ref.trees().side().id());
                o.put("replies", ref.replies());
                ArrayNode t = o.putArray("trees");
                t.add(tree(ref.trees().tree1(), ref.trees().segments1()));
                t.add(tree(ref.trees().tree2(), ref.trees().segments2()));
            });
        }
        out.set("move", BridgitJson.crossing(move));
        out.put("side", g.toMove().id());
        out.put("winning", trees.isPresent());
        ArrayNode list = out.putArray("trees");
        ArrayNode dots = out.putArray("dots");
        trees.ifPresent(t -> {
            list.add(tree(t.tree1(), t.segments1()));
            list.add(tree(t.tree2(), t.segments2()));
            for (Dot d : t.dots()) {
                dots.addArray().add(d.r()).add(d.c());
            }
        });
        return out;
    }

    private static ObjectNode tree(List<Crossing> crossings, List<Segment> segments) {
        ObjectNode o = Json.object();
        o.set("crossings", BridgitJson.crossings(crossings));
        ArrayNode segs = o.putArray("segments");
        for (Segment s : segments) {
            segs.addArray().add(s.from().r()).add(s.from().c()).add(s.to().r()).add(s.to().c());
        }
        return o;
    }

    /**
     * The whole game judged at once (issue 30): ✓/✗ for every move, the winner with best play of
     * every position, and the move after which the losing side's last ✓ disappeared
     * ({@link GameReview}). Refused when its estimate is over {@value #MAX_GAME_ANALYSIS_MILLIS} ms.
     */
    JsonNode analyzeGame(JsonRequest r) {
        r.allowOnly("n", "first", "moves");
        double cost = gameCost(r);
        if (cost > MAX_GAME_ANALYSIS_MILLIS) {
            throw ApiError.badRequest(String.format(
                    java.util.Locale.ROOT,
                    "moves: a game this long on this board is too much to analyse in one request (about %.0f ms;"
                            + " the limit is %d ms, see /api/limits)",
                    cost,
                    MAX_GAME_ANALYSIS_MILLIS));
        }
        BridgitGame g = BoardRequest.game(r, limits, boards);
        GameReview review = GameReview.of(BridgitGame.start(g.board(), g.first()), g.moves(), solver);
        ObjectNode out = Json.object();
        out.put("n", g.n());
        out.put("first", g.first().id());
        ArrayNode positions = out.putArray("positions");
        for (GameReview.Position p : review.positions()) {
            ObjectNode o = positions.addObject();
            o.put("toMove", p.toMove().id());
            o.put("winner", p.winner().id());
            o.put("winningCrossings", p.winningCrossings());
            o.put("freeCrossings", p.freeCrossings());
            o.put("over", p.over());
        }
        ArrayNode moves = out.putArray("moves");
        for (GameReview.Move m : review.moves()) {
            ObjectNode o = moves.addObject();
            o.set("move", BridgitJson.crossing(m.crossing()));
            o.put("side", m.side().id());
            o.put("winning", m.winning());
        }
        out.put("over", g.isOver());
        if (g.isOver()) {
            out.put("winner", g.winner().orElseThrow().id());
            out.set("winningChain", BridgitJson.crossings(g.winningChain()));
        } else {
            out.putNull("winner");
        }
        out.put("loser", review.loser().id());
        if (review.lastChance().isPresent()) {
            out.put("lastChance", review.lastChance().getAsInt());
        } else {
            out.putNull("lastChance");
        }
        return out;
    }

    /**
     * The hint for the side to move (issue 30): what the strongest player would play here — a
     * winning crossing when one exists, otherwise the relentless defence's best resistance — with
     * its reason in a player's words and in the theory's ({@code why}). Deterministic: the same
     * position gets the same hint.
     */
    JsonNode hint(JsonRequest r, SolverGate.Ticket lane) {
        r.allowOnly("n", "first", "moves", "thinkMillis");
        BridgitGame g = BoardRequest.game(r, limits, boards);
        ThinkBudget budget = ThinkBudget.ofMillis(
                r.optionalInt("thinkMillis", (int) ThinkBudget.DEFAULT_MILLIS, 0, MAX_THINK_MILLIS));
        if (g.isOver()) {
            throw ApiError.badRequest(
                    "the game is over: " + g.winner().orElseThrow().id() + " has won");
        }
        boolean losing = BridgitAnalyzer.analyze(g, solver).winner() != g.toMove();
        if (losing && lane != null) {
            lane.escalate(RequestCost.bridgitMove(g.board().n(), g.moves().size())
                    + RequestCost.defence(g.freeCrossings().size(), budget.wallCapMillis() / 3));
        }
        ObjectNode out = Json.object();
        if (losing) {
            BestResistance.Hint h = BestResistance.of(g, solver, budget);
            put(out, g.toMove(), true, h.crossing(), h.reason(), h.why());
            out.set("resistance", resistance(h));
        } else {
            ComputerMove m = ComputerPlayer.bounded(
                            ComputerPlayer.Level.RELENTLESS, Double.NaN, new Random(0), budget, solver)
                    .choose(g);
            put(out, g.toMove(), false, m.crossing(), m.reason(), m.why());
        }
        return out;
    }

    /** A hint's move and reasons, in the order of docs/json.md ({@code losing} after the side). */
    private static void put(ObjectNode out, Side side, boolean losing, Crossing move, String reason, String why) {
        out.set("move", BridgitJson.crossing(move));
        out.put("side", side.id());
        out.put("losing", losing);
        out.put("reason", reason);
        out.put("why", why);
    }

    /** The measures the best resistance was chosen by (docs/json.md, "POST /api/bridgit/hint"). */
    private static ObjectNode resistance(BestResistance.Hint h) {
        ObjectNode o = Json.object();
        o.put("winner", h.winner().id());
        if (h.pliesToWin().isPresent()) {
            o.put("pliesToWin", h.pliesToWin().getAsInt());
        } else {
            o.putNull("pliesToWin");
        }
        o.put("bridgesNeeded", h.best().bridgesNeeded());
        o.put("winningAnswers", h.best().winningAnswers());
        o.put("answers", h.answers());
        o.set("winningReplies", BridgitJson.crossings(h.winningAnswers()));
        o.put("exact", h.exact());
        o.put("weighed", h.weighed());
        o.put("free", h.free());
        return o;
    }

    /** The computer's move at the requested level. */
    JsonNode move(JsonRequest r) {
        return move(r, null);
    }

    /**
     * The computer's move; a losing side thinks up to {@code thinkMillis}, so once the analysis
     * says the mover is losing, the request tells its lane what the defence may cost (issue 29, §2).
     */
    JsonNode move(JsonRequest r, SolverGate.Ticket lane) {
        r.allowOnly("n", "first", "moves", "level", "errorPercent", "seed", "thinkMillis");
        BridgitGame g = BoardRequest.game(r, limits, boards);
        ComputerPlayer.Level level = r.optionalChoice("level", ComputerPlayer.Level.RELENTLESS, LEVELS);
        double errorRate = r.has("errorPercent") ? r.optionalInt("errorPercent", 0, 0, 100) / 100.0 : Double.NaN;
        ThinkBudget budget = ThinkBudget.ofMillis(
                r.optionalInt("thinkMillis", (int) ThinkBudget.DEFAULT_MILLIS, 0, MAX_THINK_MILLIS));
        Random random = new Random(
                r.has("seed")
                        ? r.optionalLong("seed", 0)
                        : ThreadLocalRandom.current().nextLong());
        if (g.isOver()) {
            throw ApiError.badRequest(
                    "the game is over: " + g.winner().orElseThrow().id() + " has won");
        }
        if (lane != null
                && level != ComputerPlayer.Level.LEGACY
                && BridgitAnalyzer.analyze(g).winner() != g.toMove()) {
            lane.escalate(RequestCost.bridgitMove(g.board().n(), g.moves().size())
                    + RequestCost.defence(g.freeCrossings().size(), budget.wallCapMillis() / 3));
        }
        ComputerMove m =
                ComputerPlayer.bounded(level, errorRate, random, budget, solver).choose(g);
        ObjectNode out = Json.object();
        out.set("move", BridgitJson.crossing(m.crossing()));
        out.put("side", g.toMove().id());
        out.put("level", level.id());
        out.put("reason", m.reason());
        out.put("why", m.why());
        return out;
    }

    private static Map<String, ComputerPlayer.Level> levels() {
        Map<String, ComputerPlayer.Level> m = new TreeMap<>();
        for (ComputerPlayer.Level l : ComputerPlayer.Level.values()) {
            m.put(l.id(), l);
        }
        m.put("perfect", ComputerPlayer.Level.RELENTLESS);
        m.put("erring", ComputerPlayer.Level.CASUAL);
        return Map.copyOf(m);
    }

    /** The board table row for n (docs/json.md, "bridgit table"), cached: these are facts, the same for every request. */
    JsonNode table(int n) {
        return BridgitJson.tableRow(table.computeIfAbsent(n, this::tableRow));
    }

    /** The full row up to {@value #MAX_SPLIT_TABLE}; above it, only what one analysis of the empty board gives (splits = −1). */
    private TableRow tableRow(int n) {
        if (n <= MAX_SPLIT_TABLE) {
            return BoardTable.row(n);
        }
        BridgitGame empty = BridgitGame.start(n);
        int v = empty.board().vertexCount();
        int e = empty.board().crossingCount();
        return new TableRow(
                n, v, e, 2 * (v - 1), BridgitAnalyzer.analyze(empty, solver).winningIndices().length, e, -1);
    }
}
