package dev.shannon.app.cli.bridgit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.bridgit.BridgitAnalysis;
import dev.shannon.bridgit.BridgitGame;
import dev.shannon.bridgit.Crossing;
import dev.shannon.bridgit.Dot;
import dev.shannon.bridgit.WinningTrees;
import dev.shannon.graph.Interruption;

import java.util.List;

/** The JSON form of a Bridg-It analysis (a contract, docs/json.md): n, toMove, winner, winningMoves, then extras. */
final class AnalysisJson {
    private AnalysisJson() {
    }

    static ObjectNode of(BridgitAnalysis a, boolean withTrees) {
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
                WinningTrees t = a.trees(x).orElseThrow();
                ObjectNode tn = trees.addObject();
                tn.set("move", pair(x.r(), x.c()));
                tn.set("tree1", crossings(t.tree1()));
                tn.set("tree2", crossings(t.tree2()));
                ArrayNode dots = tn.putArray("dots");
                for (Dot d : t.dots()) {
                    dots.add(pair(d.r(), d.c()));
                }
            }
        }
        return o;
    }

    static ArrayNode crossings(List<Crossing> list) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        for (Crossing x : list) {
            a.add(pair(x.r(), x.c()));
        }
        return a;
    }

    private static ArrayNode pair(int r, int c) {
        return Json.MAPPER.createArrayNode().add(r).add(c);
    }
}
