package dev.shannon.app.web.switching;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.graph.Multigraph;

/**
 * The response of {@code /api/switching/graph}: vertices (name and drawing position), edges as
 * vertex-index pairs in edge order, suggested terminals, and the {@code game} object in the JSON
 * form of docs/formats.md that the page sends back with every later request.
 */
final class GraphJson {
    private GraphJson() {}

    static ObjectNode describe(PresetGraph p) {
        Multigraph g = p.graph();
        Drawing d = p.drawing();
        ObjectNode out = Json.object();
        out.put("title", p.title());
        out.put("description", p.description());
        out.put("layout", d.kind());
        out.put("width", d.width());
        out.put("height", d.height());
        ArrayNode vertices = out.putArray("vertices");
        for (int v = 0; v < g.vertexCount(); v++) {
            vertices.addObject().put("name", g.name(v)).put("x", d.x()[v]).put("y", d.y()[v]);
        }
        ArrayNode edges = out.putArray("edges");
        ArrayNode named = Json.MAPPER.createArrayNode();
        for (int e = 0; e < g.edgeCount(); e++) {
            edges.addArray().add(g.edgeU(e)).add(g.edgeV(e));
            named.addArray().add(g.name(g.edgeU(e))).add(g.name(g.edgeV(e)));
        }
        putName(out, "s", p.s());
        putName(out, "t", p.t());
        ObjectNode game = out.putObject("game");
        game.set("edges", named);
        putName(game, "s", p.s());
        putName(game, "t", p.t());
        return out;
    }

    private static void putName(ObjectNode o, String field, String name) {
        if (name == null) {
            o.putNull(field);
        } else {
            o.put(field, name);
        }
    }
}
