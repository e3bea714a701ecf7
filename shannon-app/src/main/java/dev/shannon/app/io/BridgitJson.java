package dev.shannon.app.io;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Dot;
import dev.shannon.bridgit.TableRow;
import dev.shannon.bridgit.WinningTrees;
import dev.shannon.graph.Interruption;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Collection;
import java.util.Map;

/**
 * Bridg-It results as JSON, one vocabulary for {@code bridgit analyze --json}, {@code bridgit
 * table --json} and the web API (docs/json.md): a crossing is {@code [r, c]}; a position is
 * {@code n}, {@code toMove}, {@code winner}, {@code winningMoves} (the contract), then
 * {@code first}, {@code movesPlayed}, {@code over}, {@code freeCrossings} and, once won,
 * {@code winningChain}. The web adds fields after these; it never renames them.
 */
public final class BridgitJson {
    private BridgitJson() {}

    /** The analysis of a position; with {@code withTrees}, the two trees after every winning crossing. */
    public static ObjectNode analysis(BridgitAnalysis a, boolean withTrees) {
        BridgitGame g = a.game();
        ObjectNode o = Json.object();
        o.put("n", g.n());
        o.put("toMove", a.toMove().id());
        o.put("winner", a.winner().id());
        o.set("winningMoves", crossings(a.winningMoves()));
        o.put("first", g.first().id());
        o.put("movesPlayed", g.moveCount());
        o.put("over", g.isOver());
        o.put("freeCrossings", g.board().crossingCount() - g.moveCount());
        if (g.isOver()) {
            o.set("winningChain", crossings(g.winningChain()));
        }
        if (withTrees) {
            ArrayNode trees = o.putArray("trees");
            for (Crossing x : a.winningMoves()) {
                Interruption.check();
                trees.add(trees(x, a.trees(x).orElseThrow()));
            }
        }
        return o;
    }

    /**
     * {@link #analysis(BridgitAnalysis, boolean)} written as one compact line (no line break) to
     * {@code out}, the same text as {@code Json.line} of it, but with the trees computed and
     * written one winning crossing at a time: a large board's trees are about n⁴ crossings, and
     * held as JSON nodes all at once they took some 30 times the output's size (3.5 GB at
     * n = 40).
     */
    public static void writeAnalysis(Writer out, BridgitAnalysis a, boolean withTrees) {
        try (JsonGenerator gen = Json.MAPPER.getFactory().createGenerator(out)) {
            gen.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            gen.writeStartObject();
            for (Map.Entry<String, JsonNode> field : analysis(a, false).properties()) {
                gen.writeFieldName(field.getKey());
                Json.MAPPER.writeTree(gen, field.getValue());
            }
            if (withTrees) {
                gen.writeArrayFieldStart("trees");
                for (Crossing x : a.winningMoves()) {
                    Interruption.check();
                    Json.MAPPER.writeTree(gen, trees(x, a.trees(x).orElseThrow()));
                }
                gen.writeEndArray();
            }
            gen.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The two trees after one winning crossing, with the dots of their vertex set. */
    private static ObjectNode trees(Crossing x, WinningTrees t) {
        ObjectNode tn = Json.object();
        tn.set("move", crossing(x));
        tn.set("tree1", crossings(t.tree1()));
        tn.set("tree2", crossings(t.tree2()));
        ArrayNode dots = tn.putArray("dots");
        for (Dot d : t.dots()) {
            dots.add(Json.MAPPER.createArrayNode().add(d.r()).add(d.c()));
        }
        return tn;
    }

    /** One board's facts ({@code bridgit table}); {@code splittingFirstMoves} −1 (not computed) is written as null. */
    public static ObjectNode tableRow(TableRow r) {
        ObjectNode o = Json.object();
        o.put("n", r.n());
        o.put("vertices", r.vertices());
        o.put("edges", r.edges());
        o.put("twoTreeEdges", r.twoTreeEdges());
        o.put("winningFirstMoves", r.winningFirstMoves());
        o.put("firstMoves", r.firstMoves());
        if (r.splittingFirstMoves() >= 0) {
            o.put("splittingFirstMoves", r.splittingFirstMoves());
        } else {
            o.putNull("splittingFirstMoves");
        }
        return o;
    }

    public static ArrayNode crossings(Collection<Crossing> list) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        for (Crossing x : list) {
            a.add(crossing(x));
        }
        return a;
    }

    public static ArrayNode crossing(Crossing x) {
        return Json.MAPPER.createArrayNode().add(x.r()).add(x.c());
    }
}
