package dev.shannon.app.web.switching;

import dev.shannon.app.io.JsonGameFormat;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.WebLimits;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.layout.ForceLayout;
import dev.shannon.graph.layout.GridLayout;
import dev.shannon.switching.defence.Defender;
import java.io.StringReader;
import java.util.List;
import java.util.Map;

/**
 * Reads a {@code /api/switching/graph} request: either {@code preset} with its parameters or
 * {@code text}, a pasted graph in the text form of docs/formats.md (or its JSON form). {@code s} and
 * {@code t} optionally choose the terminals by name.
 */
final class PresetRequest {
    private static final List<String> PRESETS =
            List.of("four-cycle", "complete", "wheel", "grid", "petersen", "random", "bridgit");
    /** Which parameters each preset takes. */
    private static final Map<String, List<String>> PARAMETERS = Map.of(
            "four-cycle",
            List.of(),
            "complete",
            List.of("size"),
            "wheel",
            List.of("size"),
            "grid",
            List.of("rows", "cols"),
            "petersen",
            List.of(),
            "random",
            List.of("vertices", "edges", "seed"),
            "bridgit",
            List.of("size"),
            "text",
            List.of());

    private PresetRequest() {}

    static PresetGraph read(JsonRequest r, WebLimits limits) {
        if (r.has("preset") == r.has("text")) {
            throw ApiError.badRequest("give exactly one of \"preset\" (" + String.join(", ", PRESETS)
                    + ") and \"text\" (a pasted graph)");
        }
        String kind = r.has("text") ? "text" : r.optionalString("preset", null, 32);
        if (!PARAMETERS.containsKey(kind) || kind.equals("text") && r.has("preset")) {
            throw ApiError.badRequest(
                    "\"preset\" must be one of " + String.join(", ", PRESETS) + ", got \"" + kind + "\"");
        }
        for (String p : List.of("size", "rows", "cols", "vertices", "edges", "seed")) {
            if (r.has(p) && !PARAMETERS.get(kind).contains(p)) {
                throw ApiError.badRequest("\"" + p + "\" does not apply to "
                        + (kind.equals("text") ? "a pasted graph" : "preset " + kind));
            }
        }
        PresetGraph g = switch (kind) {
            case "four-cycle" -> GraphPresets.fourCycle();
            case "complete" -> GraphPresets.complete(r.optionalInt("size", 4, 2, GraphPresets.MAX_COMPLETE));
            case "wheel" -> GraphPresets.wheel(r.optionalInt("size", 6, 3, GraphPresets.MAX_WHEEL));
            case "grid" ->
                GraphPresets.grid(
                        r.optionalInt("rows", 3, 1, GraphPresets.MAX_GRID_SIDE),
                        r.optionalInt("cols", 4, 2, GraphPresets.MAX_GRID_SIDE));
            case "petersen" -> GraphPresets.petersen();
            case "random" -> random(r, limits);
            case "bridgit" -> GraphPresets.bridgitRed(r.optionalInt("size", 3, 1, GraphPresets.MAX_BRIDGIT));
            default -> pasted(r.optionalString("text", "", limits.maxBodyBytes()), limits);
        };
        return withTerminals(
                g,
                r.optionalString("s", g.s(), limits.maxNameLength()),
                r.optionalString("t", g.t(), limits.maxNameLength()));
    }

    private static PresetGraph random(JsonRequest r, WebLimits limits) {
        int vertices = r.optionalInt("vertices", 8, 2, GraphPresets.MAX_RANDOM_VERTICES);
        int maxEdges = Math.min(limits.maxGraphEdges(), vertices * (vertices - 1) / 2);
        int edges = r.optionalInt("edges", Math.min(14, maxEdges), 1, maxEdges);
        return GraphPresets.random(vertices, edges, r.optionalLong("seed", 1));
    }

    private static PresetGraph pasted(String text, WebLimits limits) {
        if (text.isBlank()) {
            throw ApiError.badRequest("\"text\" is empty: paste one edge 'u v' per line and a line 'terminals S T'");
        }
        GraphFile file = text.strip().startsWith("{")
                ? JsonGameFormat.read("text", text, GameRequest.graphLimits(limits))
                : EdgeListFormat.read("text", new StringReader(text), GameRequest.graphLimits(limits));
        Multigraph g = file.graph();
        GameRequest.checkNames(g, limits);
        Drawing d = GridLayout.applies(g)
                ? GraphPresets.drawing(GridLayout.of(g), "grid")
                : GraphPresets.drawing(ForceLayout.of(g), "force");
        return new PresetGraph(
                "Your graph (" + Defender.plural(g.vertexCount(), "vertex", "vertices") + ", "
                        + Defender.plural(g.edgeCount(), "edge", "edges") + ")",
                "Pasted in the text form: one edge per line, and a line 'terminals S T'.",
                g,
                file.s(),
                file.t(),
                d);
    }

    private static PresetGraph withTerminals(PresetGraph g, String s, String t) {
        for (String name : new String[] {s, t}) {
            if (name != null && g.graph().indexOf(name) < 0) {
                throw ApiError.badRequest(
                        "terminal '" + name + "' is not a vertex of the graph (an isolated vertex cannot be one)");
            }
        }
        if (s != null && s.equals(t)) {
            throw ApiError.badRequest("s and t must be different vertices, both are '" + s + "'");
        }
        return new PresetGraph(g.title(), g.description(), g.graph(), s, t, g.drawing());
    }
}
