package dev.shannon.app.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.bridgit.puzzle.Puzzle;

/** A puzzle as JSON (docs/json.md, "bridgit puzzles"): the contract's fields first, then the line and where it came from. */
public final class PuzzleJson {
    private PuzzleJson() {}

    public static ObjectNode puzzle(Puzzle p) {
        ObjectNode o = Json.object();
        o.put("n", p.n());
        o.put("first", p.first().id());
        o.set("moves", BridgitJson.crossings(p.moves()));
        o.put("toMove", p.toMove().id());
        o.set("solution", BridgitJson.crossing(p.solution()));
        o.put("rating", p.rating());
        o.set("line", BridgitJson.crossings(p.line()));
        o.put("depth", p.depth());
        o.put("free", p.n() * p.n() + (p.n() - 1) * (p.n() - 1) - p.moves().size());
        o.put("source", p.source());
        return o;
    }
}
