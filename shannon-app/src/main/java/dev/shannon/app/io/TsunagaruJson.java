package dev.shannon.app.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.puzzles.tsunagaru.Arms;
import dev.shannon.puzzles.tsunagaru.Counts;
import dev.shannon.puzzles.tsunagaru.Difficulty;
import dev.shannon.puzzles.tsunagaru.ForcedTiles;
import dev.shannon.puzzles.tsunagaru.Grader;
import dev.shannon.puzzles.tsunagaru.PlannedSolution;
import dev.shannon.puzzles.tsunagaru.Rule;
import dev.shannon.puzzles.tsunagaru.Solution;
import dev.shannon.puzzles.tsunagaru.Solutions;
import dev.shannon.puzzles.tsunagaru.Stage;
import dev.shannon.puzzles.tsunagaru.StageGenerator;
import dev.shannon.puzzles.tsunagaru.StageId;
import java.math.BigInteger;
import java.util.List;

/**
 * Tsunagaru results as JSON, one vocabulary for {@code tsunagaru solve --json}, {@code tsunagaru
 * generate --json} and the web API (docs/json.md): the command line's field names, which the web
 * follows, adding only drawing data. Big counts and seeds are written as {@link BigNumbers} says.
 */
public final class TsunagaruJson {
    private TsunagaruJson() {}

    /** A solution to show, with its place in the listing if known (else null) and, for a playable stage, its clicks. */
    public record Shown(BigInteger index, Solution solution, PlannedSolution plan) {}

    /**
     * The fields of {@code tsunagaru solve --json} up to {@code shown}: the counts, rule, size and
     * uniqueness; with {@code solutions} (a full solve, not only a count) also the forced tiles,
     * whether a playable stage is solved as given, and the {@code shown} solutions.
     */
    public static ObjectNode solved(
            Stage s, Counts c, Rule rule, Solutions solutions, List<Shown> shown, BigNumbers numbers) {
        ObjectNode o = Json.object();
        numbers.put(o, "solutions", c.solutions());
        numbers.put(o, "connected", c.connected());
        o.put("rule", rule(rule));
        o.put("rows", s.rows());
        o.put("cols", s.cols());
        putWrap(o, s);
        o.put("tiles", s.tileCount());
        o.put("playable", s.isPlayable());
        o.put("unique", c.solutions().equals(BigInteger.ONE));
        if (solutions != null) {
            ForcedTiles f = solutions.forcedTiles();
            o.put("forced", f.count());
            o.set("forcedTiles", forcedRows(s, f));
            if (s.isPlayable()) {
                o.put(
                        "solved",
                        s.isSolved()
                                && (rule != Rule.CONNECTED
                                        || s.asSolution().orElseThrow().isConnected()));
            }
            ArrayNode list = o.putArray("shown");
            for (Shown x : shown) {
                ObjectNode j = list.addObject();
                if (x.index() != null) {
                    numbers.put(j, "index", x.index());
                }
                j.put("connected", x.solution().isConnected());
                j.put("pieces", x.solution().pieces());
                j.set("tiles", lines(s.showing(x.solution()).toString()));
                if (x.plan() != null) {
                    j.put("totalClicks", x.plan().totalClicks());
                    j.set("clicks", grid(s.rows(), s.cols(), x.plan().clicks()));
                }
            }
        }
        return o;
    }

    /**
     * {@code "wrap": true} for a wrap-around stage (docs/rules.md); nothing for a plain one, so
     * plain stages' objects are as they always were.
     */
    public static void putWrap(ObjectNode o, Stage s) {
        if (s.wraps()) {
            o.put("wrap", true);
        }
    }

    /** {@code tsunagaru generate --json}: the stage made from {@code seed}, its counts and how hard it is. */
    public static ObjectNode generated(StageGenerator.Generated gen, StageId id, BigNumbers numbers) {
        ObjectNode o = Json.object();
        o.put("width", gen.stage().cols());
        o.put("height", gen.stage().rows());
        putWrap(o, gen.stage());
        numbers.put(o, "seed", id.seed());
        o.put("id", id.toString());
        o.put("goal", goal(gen.goal()));
        // The reasoning the stage needs (Grader): local, lookahead or search.
        o.put("level", Grader.grade(gen.stage()).id());
        numbers.put(o, "solutions", gen.counts().solutions());
        numbers.put(o, "connected", gen.counts().connected());
        o.set("stage", lines(gen.stage().toString()));
        o.set("playable", lines(gen.playable().toString()));
        o.put("millis", gen.millis());
        o.put("steps", gen.steps());
        o.put("restarts", gen.restarts());
        Difficulty d = gen.difficulty();
        o.put("tiles", d.tiles());
        o.put("settledByDeduction", d.settledByDeduction());
        o.put("needSearch", d.needSearch());
        o.put("searchNodes", d.searchNodes());
        return o;
    }

    /** A generation goal's name: {@code random}, {@code unique} or {@code tricky}. */
    public static String goal(StageGenerator.Goal g) {
        return switch (g) {
            case ANY -> "random";
            case UNIQUE -> "unique";
            case TRICKY -> "tricky";
        };
    }

    public static String rule(Rule r) {
        return r == Rule.CONNECTED ? "connected" : "any";
    }

    /** A multi-line text (a stage, a drawing) as an array of its lines. */
    public static ArrayNode lines(String text) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        text.lines().forEach(a::add);
        return a;
    }

    /** Row-major cell values as an array of rows. */
    public static ArrayNode grid(int rows, int cols, int[] values) {
        ArrayNode out = Json.MAPPER.createArrayNode();
        for (int r = 0; r < rows; r++) {
            ArrayNode row = out.addArray();
            for (int c = 0; c < cols; c++) {
                row.add(values[r * cols + c]);
            }
        }
        return out;
    }

    /** One string per row: the forced tile's box-drawing character, ? for a tile not forced, . for an empty cell. */
    private static ArrayNode forcedRows(Stage s, ForcedTiles f) {
        int[] arms = f.armsArray();
        ArrayNode rows = Json.MAPPER.createArrayNode();
        for (int r = 0; r < s.rows(); r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < s.cols(); c++) {
                int a = arms[r * s.cols() + c];
                sb.append(a == 0 ? '.' : a < 0 ? '?' : Arms.box(a));
            }
            rows.add(sb.toString());
        }
        return rows;
    }
}
