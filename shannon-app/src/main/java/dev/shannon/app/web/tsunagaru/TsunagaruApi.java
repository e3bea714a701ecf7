package dev.shannon.app.web.tsunagaru;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.BigNumbers;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.TsunagaruJson;
import dev.shannon.app.io.TsunagaruJson.Shown;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.ApiModule;
import dev.shannon.app.web.Endpoints;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.SolverGate;
import dev.shannon.app.web.WebLimits;
import dev.shannon.puzzles.tsunagaru.Counts;
import dev.shannon.puzzles.tsunagaru.Hint;
import dev.shannon.puzzles.tsunagaru.PlannedSolution;
import dev.shannon.puzzles.tsunagaru.Reasoning;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.SampleStages;
import dev.shannon.puzzles.tsunagaru.Solution;
import dev.shannon.puzzles.tsunagaru.Solutions;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageId;
import dev.shannon.puzzles.tsunagaru.StageSolver;
import dev.shannon.puzzles.tsunagaru.TileKind;
import io.javalin.router.JavalinDefaultRouting;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The Tsunagaru API. Requests carry the whole stage as text (any stage format; the page sends
 * the playable box-drawing form), so the server keeps no state; stages are answered with the
 * kinds and arms of every cell, which is all the page draws.
 * <ul>
 * <li>{@code GET /api/tsunagaru/samples}: the built-in stages, scrambled;</li>
 * <li>{@code POST /api/tsunagaru/generate {width, height, goal: unique|tricky|random, level?, seed?, wrap?}} or
 * {@code {id}} (a stage ID such as {@code 7x7u#42}, or {@code 7x7uw#42} for a wrap-around board, StageId);</li>
 * <li>{@code POST /api/tsunagaru/check {stage}}: solved or not, pieces, loose arms;</li>
 * <li>{@code POST /api/tsunagaru/hint {stage, rule?}}: a forced tile not yet right, else a step
 * towards the nearest solution;</li>
 * <li>{@code POST /api/tsunagaru/solve {stage, rule?, index?}}: the counts, the forced tiles and
 * solution number {@code index} (0-based; a decimal string for indices past 2<sup>53</sup>).</li>
 * </ul>
 * A wrap-around stage's text begins with the line {@code wrap} (docs/formats.md), and its JSON says
 * {@code "wrap": true}.
 */
public final class TsunagaruApi implements ApiModule {
    /** The largest stage side the page works with (solving is fast far beyond; drawing is not). */
    public static final int MAX_SIDE = 24;
    /** The largest generated stage side, and how long generation may take. */
    public static final int MAX_GENERATED_SIDE = 15;

    public static final int MIN_GENERATED_SIDE = 2;
    /** The smallest side of a wrap-around stage (a torus needs three cells each way, docs/rules.md). */
    public static final int MIN_WRAP_SIDE = 3;

    public static final long GENERATE_MILLIS = 10_000;
    public static final int MAX_STAGE_CHARS = 20_000;
    private static final Map<String, Rule> RULES = Map.of("any", Rule.ANY, "connected", Rule.CONNECTED);
    /** The goals by the names of {@code tsunagaru generate}; "any" is the page's older name for "random". */
    private static final Map<String, StageGenerator.Goal> GOALS = Map.of(
            "unique",
            StageGenerator.Goal.UNIQUE,
            "tricky",
            StageGenerator.Goal.TRICKY,
            "random",
            StageGenerator.Goal.ANY,
            "any",
            StageGenerator.Goal.ANY);

    /** The levels a one-solution stage can be asked for (Reasoning), by id and by number. */
    private static final Map<String, Reasoning> LEVELS =
            Map.of("local", Reasoning.LOCAL, "lookahead", Reasoning.LOOKAHEAD, "search", Reasoning.SEARCH);

    private final WebLimits limits;
    private final SolverGate gate;

    public TsunagaruApi(WebLimits limits, SolverGate gate) {
        this.limits = limits;
        this.gate = gate;
    }

    @Override
    public void routes(JavalinDefaultRouting router) {
        int max = limits.maxBodyBytes();
        router.get("/api/tsunagaru/samples", Endpoints.get(Set.of(), ctx -> samples()));
        router.post("/api/tsunagaru/generate", Endpoints.post(max, gate, TsunagaruApi::generationCost, this::generate));
        router.post(
                "/api/tsunagaru/check",
                Endpoints.post(max, gate, r -> 0.2 + 1e-3 * RequestCost.stringLength(r, "stage"), this::check));
        router.post("/api/tsunagaru/hint", Endpoints.post(max, gate, TsunagaruApi::solveCost, this::hint));
        router.post("/api/tsunagaru/solve", Endpoints.post(max, gate, TsunagaruApi::solveCost, this::solve));
    }

    private static double generationCost(JsonRequest r) {
        int cells = RequestCost.intField(r, "width", 2, 2, MAX_GENERATED_SIDE)
                * RequestCost.intField(r, "height", 2, 2, MAX_GENERATED_SIDE);
        JsonNode goal = r.raw("goal");
        JsonNode wrap = r.raw("wrap");
        // A torus solves like a plain board twice as wide (its frontier), so its searches cost about twice the cells.
        int weight = wrap != null && wrap.asBoolean(false) ? 2 : 1;
        return RequestCost.stageGeneration(
                weight * cells, goal != null && "tricky".equals(goal.asText()), GENERATE_MILLIS);
    }

    /** The cells of the stage, counted by parsing it (linear in its text, far cheaper than solving it). */
    private static double solveCost(JsonRequest r) {
        JsonNode text = r.raw("stage");
        if (text == null || !text.isTextual() || text.textValue().length() > MAX_STAGE_CHARS) {
            return 0;
        }
        Stage s = Stage.parse(text.textValue());
        // A stage over the size limit is refused by the handler at once; a torus's frontier is twice the shorter side.
        int k = s.wraps() ? 2 : 1;
        return s.rows() > MAX_SIDE || s.cols() > MAX_SIDE ? 0 : RequestCost.stageSolve(k * s.rows(), k * s.cols());
    }

    JsonNode samples() {
        ObjectNode out = Json.object();
        ArrayNode list = out.putArray("samples");
        for (String name : SampleStages.names()) {
            Stage s = SampleStages.get(name);
            // The same scramble every time, so a reload shows the same puzzle.
            Stage playing = s.scrambled(new SplittableRandom(name.hashCode()));
            ObjectNode o = stageJson(playing);
            o.put("name", name);
            list.add(o);
        }
        return out;
    }

    /** The fields of {@code tsunagaru generate --json} (seed and counts as strings), then the stage for drawing. */
    JsonNode generate(JsonRequest r) {
        r.allowOnly("width", "height", "goal", "seed", "level", "id", "wrap");
        StageId id = r.has("id") ? idField(r) : idFromFields(r);
        if (id.cols() < MIN_GENERATED_SIDE
                || id.cols() > MAX_GENERATED_SIDE
                || id.rows() < MIN_GENERATED_SIDE
                || id.rows() > MAX_GENERATED_SIDE) {
            throw ApiError.badRequest("id: stages are generated here from " + MIN_GENERATED_SIDE + "x"
                    + MIN_GENERATED_SIDE + " to " + MAX_GENERATED_SIDE + "x" + MAX_GENERATED_SIDE);
        }
        StageGenerator.Generated g = id.generate(GENERATE_MILLIS)
                .orElseThrow(() -> ApiError.badRequest(
                        "no such stage found in " + GENERATE_MILLIS / 1000 + " s; try another size"));
        ObjectNode out = TsunagaruJson.generated(g, id, BigNumbers.STRINGS);
        out.setAll(stageJson(g.playable()));
        return out;
    }

    private static StageId idField(JsonRequest r) {
        if (r.has("width") || r.has("height") || r.has("goal") || r.has("seed") || r.has("level") || r.has("wrap")) {
            throw ApiError.badRequest("\"id\" names the whole stage: send it alone");
        }
        try {
            return StageId.parse(r.optionalString("id", "", 60));
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("id: " + e.getMessage());
        }
    }

    private static StageId idFromFields(JsonRequest r) {
        int w = r.requiredInt("width", MIN_GENERATED_SIDE, MAX_GENERATED_SIDE);
        int h = r.requiredInt("height", MIN_GENERATED_SIDE, MAX_GENERATED_SIDE);
        StageGenerator.Goal goal = r.optionalChoice("goal", StageGenerator.Goal.UNIQUE, GOALS);
        Reasoning level = r.optionalChoice("level", null, LEVELS);
        if (level != null && goal != StageGenerator.Goal.UNIQUE) {
            throw ApiError.badRequest("level: only one-solution stages (goal \"unique\") have a level");
        }
        boolean wrap = r.optionalBoolean("wrap", false);
        if (wrap && Math.min(w, h) < MIN_WRAP_SIDE) {
            throw ApiError.badRequest("wrap: a wrap-around stage needs at least " + MIN_WRAP_SIDE + " rows and "
                    + MIN_WRAP_SIDE + " columns, got " + w + "x" + h);
        }
        // Without a seed, one below a million: the stage's ID stays short enough to type.
        long seed = r.has("seed")
                ? r.optionalLong("seed", 0)
                : ThreadLocalRandom.current().nextLong(1_000_000);
        return new StageId(w, h, goal, level, wrap, seed);
    }

    JsonNode check(JsonRequest r) {
        r.allowOnly("stage");
        Stage s = playable(r);
        ObjectNode out = Json.object();
        Optional<Solution> solved = s.asSolution();
        out.put("solved", solved.isPresent());
        out.put("pieces", solved.map(Solution::pieces).orElse(0));
        out.put("connected", solved.map(Solution::isConnected).orElse(false));
        out.put("looseArms", s.looseArms());
        return out;
    }

    JsonNode hint(JsonRequest r) {
        r.allowOnly("stage", "rule");
        Stage s = playable(r);
        Rule rule = r.optionalChoice("rule", Rule.ANY, RULES);
        ObjectNode out = Json.object();
        Optional<Hint> hint = StageSolver.solve(s, rule).hint(s);
        if (hint.isEmpty()) {
            out.putNull("hint");
        } else {
            Hint x = hint.get();
            ObjectNode o = out.putObject("hint");
            o.put("row", x.row());
            o.put("col", x.col());
            o.put("clicks", x.clicks());
            o.put("arms", x.arms());
            o.put("forced", x.forced());
        }
        return out;
    }

    /**
     * The fields of {@code tsunagaru solve --json} (counts and index as strings), {@code shown}
     * holding solution number {@code index} (none when there is no solution), each shown solution
     * with its {@code arms} and the forced tiles as {@code forcedArms} for drawing.
     */
    JsonNode solve(JsonRequest r) {
        r.allowOnly("stage", "rule", "index");
        long start = System.nanoTime();
        Stage s = stage(r);
        Rule rule = r.optionalChoice("rule", Rule.ANY, RULES);
        BigInteger index = index(r);
        Solutions all = StageSolver.solve(s, rule);
        List<Shown> shown = new ArrayList<>();
        if (!all.isEmpty()) {
            if (index.compareTo(all.count()) >= 0) {
                throw ApiError.badRequest(
                        "index " + index + " is past the last solution (" + all.count() + " solutions)");
            }
            Solution x = all.get(index);
            shown.add(new Shown(
                    index, x, s.isPlayable() ? new PlannedSolution(x, x.clicksFrom(s), x.totalClicksFrom(s)) : null));
        }
        ObjectNode out = TsunagaruJson.solved(
                s, new Counts(all.count(), all.connectedCount()), rule, all, shown, BigNumbers.STRINGS);
        for (int i = 0; i < shown.size(); i++) {
            ((ObjectNode) out.get("shown").get(i))
                    .set(
                            "arms",
                            TsunagaruJson.grid(
                                    s.rows(), s.cols(), shown.get(i).solution().armsArray()));
        }
        out.set(
                "forcedArms",
                TsunagaruJson.grid(s.rows(), s.cols(), all.forcedTiles().armsArray()));
        out.put("millis", Math.round((System.nanoTime() - start) / 1e4) / 100.0);
        return out;
    }

    private static BigInteger index(JsonRequest r) {
        if (!r.has("index")) {
            return BigInteger.ZERO;
        }
        JsonNode v = r.raw("index");
        BigInteger i;
        if (v.isIntegralNumber()) {
            i = v.bigIntegerValue();
        } else if (v.isTextual() && v.asText().matches("\\d{1,400}")) {
            i = new BigInteger(v.asText());
        } else {
            throw ApiError.badRequest("index must be a whole number (or a string of digits), got " + v);
        }
        if (i.signum() < 0) {
            throw ApiError.badRequest("index must be >= 0, got " + i);
        }
        return i;
    }

    private Stage stage(JsonRequest r) {
        String text = r.optionalString("stage", null, MAX_STAGE_CHARS);
        if (text == null) {
            throw ApiError.badRequest("missing field \"stage\" (the stage as text)");
        }
        Stage s;
        try {
            s = Stage.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("stage: " + e.getMessage());
        }
        if (s.rows() > MAX_SIDE || s.cols() > MAX_SIDE) {
            throw ApiError.badRequest(
                    "stage: at most " + MAX_SIDE + " rows and columns here, got " + s.cols() + "x" + s.rows());
        }
        return s;
    }

    private Stage playable(JsonRequest r) {
        Stage s = stage(r);
        if (!s.isPlayable()) {
            throw ApiError.badRequest("stage: give each tile's orientation (box-drawing characters like └ or K@n)");
        }
        return s;
    }

    /** {rows, cols, wrap (only when true), kinds: ["L3.."], arms: [[...]]}. */
    public static ObjectNode stageJson(Stage s) {
        ObjectNode o = Json.object();
        o.put("rows", s.rows());
        o.put("cols", s.cols());
        TsunagaruJson.putWrap(o, s);
        ArrayNode kinds = o.putArray("kinds");
        int[] arms = new int[s.cellCount()];
        for (int row = 0; row < s.rows(); row++) {
            StringBuilder sb = new StringBuilder();
            for (int col = 0; col < s.cols(); col++) {
                TileKind k = s.kind(row, col);
                sb.append(k == null ? '.' : k.symbol());
                arms[row * s.cols() + col] = s.arms(row, col);
            }
            kinds.add(sb.toString());
        }
        o.set("arms", TsunagaruJson.grid(s.rows(), s.cols(), arms));
        return o;
    }
}
