package dev.shannon.app.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphFormatException;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.matroid.BinaryMatroid;
import dev.shannon.matroid.ExplicitMatroid;
import dev.shannon.matroid.GraphGames;
import dev.shannon.matroid.LinearMatroid;
import dev.shannon.matroid.Matroid;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.matroid.UniformMatroid;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.matroid.io.MatroidFormat;
import dev.shannon.switching.TerminalGraph;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON form of a matroid game (docs/matroid.md): an object with {@code "kind"} and the
 * fields of that kind, the same content as the text form —
 * {@code {"kind": "binary", "rows": [[0,1,…],…], "target": J}},
 * {@code {"kind": "linear", "p": P, "rows": …, "target": J}},
 * {@code {"kind": "uniform", "r": R, "n": N, "target": J}},
 * {@code {"kind": "bases" | "circuits", "elements": N, "sets": [[…],…], "target": J}} or
 * {@code {"kind": "graph", "edges": [[u,v],…], "s": u, "t": v}}. Unknown fields are an error.
 */
public final class JsonMatroidFormat {
    private static final ObjectReader READER = Json.MAPPER
            .reader()
            .with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final Map<String, Set<String>> FIELDS = Map.of(
            "binary", Set.of("kind", "rows", "target"),
            "linear", Set.of("kind", "p", "rows", "target"),
            "uniform", Set.of("kind", "r", "n", "target"),
            "bases", Set.of("kind", "elements", "sets", "target"),
            "circuits", Set.of("kind", "elements", "sets", "target"),
            "graph", Set.of("kind", "edges", "s", "t"));

    private JsonMatroidFormat() {}

    public static MatroidFile read(String source, String text) {
        JsonNode root;
        try {
            root = READER.readTree(text);
        } catch (JsonProcessingException e) {
            throw new GraphFormatException(source + ": invalid JSON" + JsonSyntaxError.describe(e));
        }
        if (root == null || !root.isObject() || !root.path("kind").isTextual()) {
            throw new GraphFormatException(source
                    + ": expected a JSON object with a \"kind\" (binary, linear, uniform, bases, circuits, graph)");
        }
        String kind = root.get("kind").asText();
        Set<String> fields = FIELDS.get(kind);
        if (fields == null) {
            throw new GraphFormatException(
                    source + ": unknown kind \"" + kind + "\" (binary, linear, uniform, bases, circuits, graph)");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!fields.contains(f)) {
                throw new GraphFormatException(source + ": unknown field \"" + f + "\" for kind " + kind + " (expected "
                        + String.join(", ", fields.stream().sorted().toList()) + ")");
            }
        }
        if (kind.equals("graph")) {
            ObjectNode graph = ((ObjectNode) root).deepCopy();
            graph.remove("kind");
            GraphFile file = JsonGameFormat.read(
                    source,
                    Json.line(graph),
                    new GraphLimits(MatroidFormat.MAX_ELEMENTS, MatroidFormat.MAX_ELEMENTS - 1));
            TerminalGraph game = TerminalGraph.from(file, null, null);
            return new MatroidFile(source, kind, GraphGames.graphic(game.graph(), game.s(), game.t()), game);
        }
        int target = integer(source, root, "target");
        Matroid m;
        try {
            m = switch (kind) {
                case "binary" -> BinaryMatroid.ofRows(rows(source, root, "rows"));
                case "linear" -> LinearMatroid.ofRows(integer(source, root, "p"), rows(source, root, "rows"));
                case "uniform" -> {
                    int n = integer(source, root, "n");
                    if (n > MatroidFormat.MAX_ELEMENTS) {
                        throw new GraphFormatException(source + ": too many elements: " + n + " (the limit is "
                                + MatroidFormat.MAX_ELEMENTS + ")");
                    }
                    yield new UniformMatroid(integer(source, root, "r"), n);
                }
                default -> {
                    int n = integer(source, root, "elements");
                    List<int[]> sets = List.of(rows(source, root, "sets"));
                    yield kind.equals("bases") ? ExplicitMatroid.ofBases(n, sets) : ExplicitMatroid.ofCircuits(n, sets);
                }
            };
        } catch (GraphFormatException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new GraphFormatException(source + ": " + e.getMessage());
        }
        if (m.size() > MatroidFormat.MAX_ELEMENTS) {
            throw new GraphFormatException(
                    source + ": too many elements: " + m.size() + " (the limit is " + MatroidFormat.MAX_ELEMENTS + ")");
        }
        if (target >= m.size()) {
            throw new GraphFormatException(
                    source + ": target " + target + " is not an element (0.." + (m.size() - 1) + ")");
        }
        return new MatroidFile(source, kind, MatroidGame.of(m, target), null);
    }

    private static int integer(String source, JsonNode root, String field) {
        JsonNode v = root.get(field);
        if (v == null) {
            throw new GraphFormatException(source + ": missing field \"" + field + "\"");
        }
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < 0) {
            throw new GraphFormatException(source + ": field \"" + field + "\" must be a non-negative integer");
        }
        return v.asInt();
    }

    private static int[][] rows(String source, JsonNode root, String field) {
        JsonNode v = root.get(field);
        if (v == null || !v.isArray()) {
            throw new GraphFormatException(source + ": field \"" + field + "\" must be an array of arrays of integers");
        }
        List<int[]> out = new ArrayList<>();
        long entries = 0;
        for (int i = 0; i < v.size(); i++) {
            JsonNode row = v.get(i);
            if (!row.isArray()) {
                throw new GraphFormatException(source + ": " + field + "[" + i + "] must be an array of integers");
            }
            entries += row.size();
            if (entries > MatroidFormat.MAX_ENTRIES) {
                throw new GraphFormatException(
                        source + ": too large: more than " + MatroidFormat.MAX_ENTRIES + " entries (the limit)");
            }
            int[] r = new int[row.size()];
            for (int j = 0; j < r.length; j++) {
                JsonNode x = row.get(j);
                if (!x.isIntegralNumber() || !x.canConvertToInt() || x.asInt() < 0) {
                    throw new GraphFormatException(
                            source + ": " + field + "[" + i + "][" + j + "] must be a non-negative integer");
                }
                r[j] = x.asInt();
            }
            out.add(r);
        }
        if (field.equals("rows") && out.isEmpty()) {
            throw new GraphFormatException(source + ": no matrix rows");
        }
        if (field.equals("rows") && out.get(0).length > MatroidFormat.MAX_ELEMENTS) {
            throw new GraphFormatException(source + ": too many elements: " + out.get(0).length
                    + " columns (the limit is " + MatroidFormat.MAX_ELEMENTS + ")");
        }
        return out.toArray(new int[0][]);
    }
}
