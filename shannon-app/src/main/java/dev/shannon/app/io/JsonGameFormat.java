package dev.shannon.app.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.VertexNames;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphFormatException;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.switching.TerminalGraph;
import java.util.Iterator;
import java.util.Set;

/**
 * The JSON form of a switching game (docs/formats.md): {@code {"edges": [[u,v], …], "s": u, "t": v}},
 * names being integers or strings. Unknown fields are an error, so that a typo is not ignored.
 */
public final class JsonGameFormat {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Strict: a repeated key or anything after the object is an error, not silently dropped. */
    private static final ObjectReader READER = MAPPER.reader()
            .with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private static final Set<String> FIELDS = Set.of("edges", "s", "t");

    private JsonGameFormat() {}

    public static GraphFile read(String source, String text, GraphLimits limits) {
        JsonNode root;
        try {
            root = READER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new GraphFormatException(source + ": invalid JSON" + JsonSyntaxError.describe(e));
        }
        if (root == null || !root.isObject()) {
            throw new GraphFormatException(
                    source + ": expected a JSON object {\"edges\": [[u, v], ...], \"s\": ..., \"t\": ...}");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new GraphFormatException(source + ": unknown field \"" + field + "\" (expected edges, s, t)");
            }
        }
        JsonNode edges = root.get("edges");
        if (edges == null || !edges.isArray()) {
            throw new GraphFormatException(source + ": field \"edges\" must be an array of pairs [u, v]");
        }
        if (edges.size() > limits.maxEdges()) {
            throw new GraphFormatException(
                    source + ": graph too large: more than " + limits.maxEdges() + " edges (the limit)");
        }
        Multigraph.Builder builder = Multigraph.builder();
        for (int i = 0; i < edges.size(); i++) {
            JsonNode pair = edges.get(i);
            if (!pair.isArray() || pair.size() != 2) {
                throw new GraphFormatException(source + ": edges[" + i + "]: expected a pair [u, v]");
            }
            String u = name(source, "edges[" + i + "][0]", pair.get(0));
            String v = name(source, "edges[" + i + "][1]", pair.get(1));
            builder.addEdge(u, v);
            if (builder.vertexCount() > limits.maxVertices()) {
                throw new GraphFormatException(
                        source + ": graph too large: more than " + limits.maxVertices() + " vertices (the limit)");
            }
        }
        if (builder.edgeCount() == 0) {
            throw new GraphFormatException(source + ": empty graph: no edges");
        }
        String s = root.has("s") ? name(source, "s", root.get("s")) : null;
        String t = root.has("t") ? name(source, "t", root.get("t")) : null;
        return new GraphFile(source, builder.build(), s, t);
    }

    private static String name(String source, String field, JsonNode node) {
        if (node.isIntegralNumber()) {
            return node.asText();
        }
        if (node.isTextual()) {
            String name = node.asText();
            String problem = VertexNames.problem(name);
            if (problem != null) {
                throw new GraphFormatException(source + ": " + field + ": " + problem);
            }
            if (name.isEmpty() || name.chars().anyMatch(c -> Character.isWhitespace(c) || c == '#' || c == '=')) {
                throw new GraphFormatException(source + ": " + field + ": vertex name \"" + name
                        + "\" must be non-empty, without spaces, '#' or '='");
            }
            return name;
        }
        throw new GraphFormatException(source + ": " + field + ": a vertex name must be an integer or a string");
    }

    /** The game as a JSON object in the same form. */
    public static ObjectNode write(TerminalGraph game) {
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode edges = root.putArray("edges");
        Multigraph g = game.graph();
        for (int e = 0; e < g.edgeCount(); e++) {
            edges.addArray().add(g.name(g.edgeU(e))).add(g.name(g.edgeV(e)));
        }
        root.put("s", g.name(game.s()));
        root.put("t", g.name(game.t()));
        return root;
    }
}
