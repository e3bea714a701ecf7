package dev.shannon.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.zdd.Edge;
import dev.shannon.zdd.Subgraph;
import dev.shannon.zdd.Universe;
import java.util.List;

/**
 * How {@code count} writes one member of a family (docs/json.md): as text after "member: " or
 * "sample: ", as JSON, and how many entries its JSON holds (for the memory budget of
 * {@code --list --json}).
 *
 * @param <M> the family's member type
 */
interface MemberFormat<M> {
    String text(M member);

    JsonNode json(M member);

    /** The edges or vertices the member's JSON holds. */
    int size(M member);

    /** A set of edges: "a-b c-d" as text, {"edges": [input indices], "pairs": [[a, b], …]} as JSON. */
    record Edges(Universe u) implements MemberFormat<Subgraph> {
        @Override
        public String text(Subgraph g) {
            StringBuilder sb = new StringBuilder();
            g.edgeList()
                    .forEach(e -> sb.append(sb.length() == 0 ? "" : " ")
                            .append(e.uName())
                            .append('-')
                            .append(e.vName()));
            return sb.length() == 0 ? "(no edges)" : sb.toString();
        }

        @Override
        public ObjectNode json(Subgraph g) {
            ObjectNode m = Json.object();
            ArrayNode idx = m.putArray("edges");
            ArrayNode names = m.putArray("pairs");
            for (Edge e : g.edgeList()) {
                idx.add(u.inputIndex(e.index()));
                ArrayNode pair = names.addArray();
                pair.add(e.uName());
                pair.add(e.vName());
            }
            return m;
        }

        @Override
        public int size(Subgraph g) {
            return g.edgeList().size();
        }
    }

    /** A set of vertices: their names, space-separated as text, an array of them as JSON. */
    record Vertices() implements MemberFormat<List<String>> {
        @Override
        public String text(List<String> vertices) {
            return vertices.isEmpty() ? "(no vertices)" : String.join(" ", vertices);
        }

        @Override
        public ArrayNode json(List<String> vertices) {
            ArrayNode names = Json.MAPPER.createArrayNode();
            vertices.forEach(names::add);
            return names;
        }

        @Override
        public int size(List<String> vertices) {
            return vertices.size();
        }
    }
}
