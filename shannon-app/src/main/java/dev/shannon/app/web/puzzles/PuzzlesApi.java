package dev.shannon.app.web.puzzles;

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
import dev.shannon.bridgit.BridgitAnalyzer;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Refutation;
import dev.shannon.bridgit.Segment;
import dev.shannon.bridgit.WinningTrees;
import dev.shannon.bridgit.puzzle.Puzzle;
import dev.shannon.bridgit.puzzle.PuzzleSet;
import dev.shannon.bridgit.puzzle.PuzzleWords;
import dev.shannon.switching.puzzle.SwitchingPuzzleSet;
import dev.shannon.switching.puzzle.SwitchingPuzzles;
import dev.shannon.switching.rating.Glicko2;
import io.javalin.http.Context;
import io.javalin.router.JavalinDefaultRouting;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.IntUnaryOperator;

/**
 * The puzzle page's API (docs/json.md, "Puzzles"): puzzles from the shipped set — one near a
 * rating, the daily one, one by id — and the check of an attempted move, which answers with the
 * defender's reply, the two trees of a right move or the refutation of a wrong one, and (given
 * the player's rating) the player's new Glicko-2 rating. The puzzle's answer never leaves the
 * server before it is found. Picking is cheap (no solving); an attempt costs an analysis and a
 * certificate, and is admitted by that cost like the Bridg-It page's requests.
 */
public final class PuzzlesApi implements ApiModule {
    /** How many of the puzzles nearest the asked rating a pick chooses from. */
    public static final int PICK_POOL = 12;
    /** A puzzle's rating deviation when it is the opponent in the player's Glicko-2 update. */
    public static final double PUZZLE_DEVIATION = 60;

    private final WebLimits limits;
    private final SolverGate gate;
    private final List<Puzzle> puzzles;
    private final SwitchingPuzzlesApi switching;

    public PuzzlesApi(WebLimits limits, SolverGate gate) {
        this(limits, gate, PuzzleSet.shipped());
    }

    PuzzlesApi(WebLimits limits, SolverGate gate, List<Puzzle> puzzles) {
        this.limits = limits;
        this.gate = gate;
        this.puzzles = List.copyOf(puzzles);
        this.switching = new SwitchingPuzzlesApi(SwitchingPuzzleSet.shipped());
    }

    /** The bounds for /api/limits. */
    public static ObjectNode limits() {
        List<Puzzle> all = PuzzleSet.shipped();
        ObjectNode o = Json.object();
        o.put("count", all.size());
        o.put("minBoard", all.stream().mapToInt(Puzzle::n).min().orElse(0));
        o.put("maxBoard", all.stream().mapToInt(Puzzle::n).max().orElse(0));
        o.put("pickPool", PICK_POOL);
        ObjectNode sw = o.putObject("switching");
        sw.put("count", SwitchingPuzzleSet.shipped().size());
        sw.set("families", Json.MAPPER.valueToTree(SwitchingPuzzles.FAMILIES));
        return o;
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        router.get(
                "/api/puzzles/pick",
                Endpoints.get(Set.of("game", "n", "family", "rating", "seed", "not"), gate, c -> 1, this::pick));
        router.get("/api/puzzles/daily", Endpoints.get(Set.of("game"), gate, c -> 1, this::daily));
        router.get(
                "/api/puzzles/{id}",
                Endpoints.get(
                        Set.of("game"),
                        gate,
                        c -> 1,
                        c -> switchingGame(c)
                                ? switching.publicForm(switching.id(c.pathParam("id")))
                                : byId(c.pathParam("id"))));
        router.post(
                "/api/puzzles/attempt", Endpoints.post(limits.maxBodyBytes(), gate, this::attemptCost, this::attempt));
    }

    /**
     * A puzzle near {@code rating} (default 1500), other than {@code not}: of the Bridg-It set on
     * board {@code n} if given, or with {@code game=switching} of the switching set on {@code family} if given.
     */
    JsonNode pick(Context ctx) {
        boolean sw = switchingGame(ctx);
        if (sw ? ctx.queryParam("n") != null : ctx.queryParam("family") != null) {
            throw ApiError.badRequest(
                    sw
                            ? "query parameter \"n\" is for Bridg-It puzzles; switching puzzles filter by \"family\""
                            : "query parameter \"family\" is for switching puzzles (game=switching)");
        }
        int n = Endpoints.queryInt(ctx, "n", 0, 0, 60);
        int rating = Endpoints.queryInt(ctx, "rating", 1500, 0, 4000);
        int seed = Endpoints.queryInt(ctx, "seed", 0, Integer.MIN_VALUE + 1, Integer.MAX_VALUE);
        int not = Endpoints.queryInt(ctx, "not", -1, -1, Integer.MAX_VALUE);
        if (sw) {
            List<Integer> ids = new ArrayList<>(switching.ids(ctx.queryParam("family")));
            ids.remove(Integer.valueOf(not));
            if (ids.isEmpty()) {
                throw new ApiError(404, "no other switching puzzle on that family");
            }
            return switching.publicForm(
                    nearest(ids, i -> switching.puzzles().get(i).rating(), rating, seed));
        }
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            if ((n == 0 || puzzles.get(i).n() == n) && i != not) {
                ids.add(i);
            }
        }
        if (ids.isEmpty()) {
            throw new ApiError(404, "no puzzle on the " + n + "×" + (n + 1) + " board; sizes: " + sizes());
        }
        return publicForm(nearest(ids, i -> puzzles.get(i).rating(), rating, seed));
    }

    /** One of the {@value #PICK_POOL} ids whose rating is nearest {@code rating}, chosen by {@code seed}. */
    private static int nearest(List<Integer> ids, IntUnaryOperator ratingOf, int rating, int seed) {
        ids.sort(Comparator.comparingInt((Integer i) -> Math.abs(ratingOf.applyAsInt(i) - rating))
                .thenComparingInt(i -> i));
        List<Integer> pool = ids.subList(0, Math.min(PICK_POOL, ids.size()));
        return pool.get(new Random(seed).nextInt(pool.size()));
    }

    /** The puzzle of the day (UTC) of the game asked for, the same for everyone, among the middle ratings. */
    JsonNode daily(Context ctx) {
        boolean sw = switchingGame(ctx);
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        int size = sw ? switching.puzzles().size() : puzzles.size();
        IntUnaryOperator ratingOf = sw
                ? i -> switching.puzzles().get(i).rating()
                : i -> puzzles.get(i).rating();
        List<Integer> middle = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            if (Math.abs(ratingOf.applyAsInt(i) - 1500) <= 300) {
                middle.add(i);
            }
        }
        if (middle.isEmpty()) {
            for (int i = 0; i < size; i++) {
                middle.add(i);
            }
        }
        int id = middle.get(Math.floorMod(new Random(today.toEpochDay()).nextInt(), middle.size()));
        ObjectNode o = sw ? switching.publicForm(id) : publicForm(id);
        o.put("date", today.toString());
        return o;
    }

    /** Whether the query asks for switching puzzles ({@code game=switching}; the default is Bridg-It). */
    private static boolean switchingGame(Context ctx) {
        String game = ctx.queryParam("game");
        if (game == null || game.equals("bridgit")) {
            return false;
        }
        if (game.equals("switching")) {
            return true;
        }
        throw ApiError.badRequest(
                "query parameter \"game\" must be bridgit or switching, got \"" + abbreviate(game) + "\"");
    }

    /** Whether an attempt's body is for a switching puzzle ({@code "game": "switching"}). */
    private static boolean switchingGame(JsonRequest r) {
        return r.optionalChoice("game", false, Map.of("bridgit", false, "switching", true));
    }

    JsonNode byId(String text) {
        return publicForm(id(text));
    }

    private int id(String text) {
        if (!text.matches("[0-9]{1,9}") || Integer.parseInt(text) >= puzzles.size()) {
            throw new ApiError(
                    404, "no puzzle with id " + abbreviate(text) + " (ids run 0.." + (puzzles.size() - 1) + ")");
        }
        return Integer.parseInt(text);
    }

    /** The puzzle without its answer. */
    private ObjectNode publicForm(int id) {
        Puzzle p = puzzles.get(id);
        ObjectNode o = Json.object();
        o.put("id", id);
        o.put("n", p.n());
        o.put("first", p.first().id());
        o.set("moves", BridgitJson.crossings(p.moves()));
        o.put("toMove", p.toMove().id());
        o.put("rating", p.rating());
        o.put("depth", p.depth());
        o.put("source", p.source());
        return o;
    }

    private double attemptCost(JsonRequest r) {
        if (switchingGame(r)) {
            return switching.attemptCost(r);
        }
        int id = RequestCost.intField(r, "id", 0, 0, Math.max(0, puzzles.size() - 1));
        Puzzle p = puzzles.isEmpty() ? null : puzzles.get(id);
        return p == null
                ? 1
                : 3
                        * RequestCost.bridgitAnalysis(
                                p.n(), p.moves().size() + p.line().size());
    }

    /**
     * {"id", "step": k (the solver's k-th move, from 0), "move": [r, c], "player": {rating,
     * deviation, volatility}?}: whether the move is the one, and what follows.
     */
    JsonNode attempt(JsonRequest r) {
        if (switchingGame(r)) {
            ObjectNode out = switching.attempt(r);
            if (r.has("player")) {
                out.set(
                        "player",
                        player(r, out.get("rating").asInt(), out.get("correct").asBoolean()));
            }
            return out;
        }
        r.allowOnly("game", "id", "step", "move", "player");
        Puzzle p = puzzles.get(r.requiredInt("id", 0, puzzles.size() - 1));
        int step = r.optionalInt("step", 0, 0, p.depth() - 1);
        List<Crossing> line = p.line();
        BridgitGame g = p.game();
        for (int i = 0; i < 2 * step; i++) {
            g = g.play(line.get(i));
        }
        int[] rc = r.requiredPair("move", 0, g.board().latticeSize() - 1);
        Crossing move = new Crossing(rc[0], rc[1]);
        if (!g.board().isCrossing(move.r(), move.c())) {
            throw ApiError.badRequest(
                    "move: " + move + " is not a crossing of the " + p.n() + "×" + (p.n() + 1) + " board");
        }
        if (!g.isFree(move)) {
            throw ApiError.badRequest("move: crossing " + move + " is already taken");
        }
        ObjectNode out = Json.object();
        out.put("id", r.requiredInt("id", 0, puzzles.size() - 1));
        out.put("step", step);
        out.set("move", BridgitJson.crossing(move));
        boolean correct = move.equals(line.get(2 * step));
        out.put("correct", correct);
        boolean finished = !correct || 2 * step + 1 >= line.size();
        out.put("finished", finished);
        if (correct) {
            WinningTrees trees = BridgitAnalyzer.analyze(g).trees(move).orElseThrow();
            PuzzleWords.Words words = PuzzleWords.right(p.toMove(), move, trees, finished);
            out.put("text", words.text());
            out.put("why", words.why());
            out.set("trees", trees(trees));
            if (!finished) {
                out.set("reply", BridgitJson.crossing(line.get(2 * step + 1)));
            }
        } else {
            Refutation ref = Refutation.of(g, move).orElseThrow();
            PuzzleWords.Words words = PuzzleWords.wrong(p.toMove(), ref);
            out.put("text", words.text());
            out.put("why", words.why());
            out.set("reply", BridgitJson.crossing(ref.reply()));
            out.put("replies", ref.replies());
            out.set("trees", trees(ref.trees()));
            out.set("solution", BridgitJson.crossing(line.get(2 * step)));
        }
        if (finished) {
            out.set("line", BridgitJson.crossings(line));
            out.put("rating", p.rating());
            if (r.has("player")) {
                out.set("player", player(r, p.rating(), correct));
            }
        }
        return out;
    }

    /** The player's new Glicko-2 rating after one finished attempt at a puzzle rated {@code puzzleRating}. */
    private static ObjectNode player(JsonRequest r, int puzzleRating, boolean solved) {
        JsonRequest player = r.requiredObject("player");
        player.allowOnly("rating", "deviation", "volatility");
        Glicko2.Rating before = new Glicko2.Rating(
                number(player, "rating", 0, 4000),
                number(player, "deviation", 1, 350),
                number(player, "volatility", 0.0001, 1));
        Glicko2.Rating after = Glicko2.update(
                before,
                List.of(new Glicko2.Result(new Glicko2.Rating(puzzleRating, PUZZLE_DEVIATION, 0.06), solved ? 1 : 0)));
        ObjectNode o = Json.object();
        o.put("rating", after.rating());
        o.put("deviation", after.deviation());
        o.put("volatility", after.volatility());
        return o;
    }

    private static double number(JsonRequest r, String field, double min, double max) {
        JsonNode v = r.raw(field);
        if (v == null || !v.isNumber() || !(v.doubleValue() >= min && v.doubleValue() <= max)) {
            throw ApiError.badRequest("\"" + r.name(field) + "\" must be a number between " + min + " and " + max);
        }
        return v.doubleValue();
    }

    private static ObjectNode trees(WinningTrees t) {
        ObjectNode o = Json.object();
        o.put("side", t.side().id());
        o.set("move", BridgitJson.crossing(t.move()));
        ArrayNode list = o.putArray("trees");
        for (List<Segment> segs : List.of(t.segments1(), t.segments2())) {
            ArrayNode a = list.addObject().putArray("segments");
            for (Segment s : segs) {
                a.addArray().add(s.from().r()).add(s.from().c()).add(s.to().r()).add(s.to().c());
            }
        }
        return o;
    }

    private String sizes() {
        return puzzles.stream()
                .map(Puzzle::n)
                .distinct()
                .sorted()
                .map(String::valueOf)
                .reduce((a, b) -> a + ", " + b)
                .orElse("none");
    }

    private static String abbreviate(String s) {
        return s.length() <= 20 ? s : s.substring(0, 20) + "…";
    }
}
