package dev.shannon.app.cli.tsunagaru;

import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.shannon.app.io.Json;

/** JSON pieces shared by the tsunagaru commands. */
final class TsunagaruJson {
    private TsunagaruJson() {
    }

    /** A multi-line text (a stage, a drawing) as an array of its lines. */
    static ArrayNode lines(String text) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        text.lines().forEach(a::add);
        return a;
    }
}
