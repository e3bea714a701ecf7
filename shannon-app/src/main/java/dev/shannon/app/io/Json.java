package dev.shannon.app.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The one JSON mapper of the command line and the web server, and small helpers around it. */
public final class Json {
    /** Thread-safe once configured; never reconfigured. */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    public static ArrayNode array(int[] values) {
        ArrayNode a = MAPPER.createArrayNode();
        for (int v : values) {
            a.add(v);
        }
        return a;
    }

    /** Compact one-line JSON. */
    public static String line(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getMessage(), e);
        }
    }
}
