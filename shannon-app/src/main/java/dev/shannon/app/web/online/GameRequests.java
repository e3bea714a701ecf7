package dev.shannon.app.web.online;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.JsonGameFormat;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.WebLimits;
import dev.shannon.app.web.matroid.MatroidApi;
import dev.shannon.bridgit.Crossing;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.online.GameKind;
import dev.shannon.online.GameSpec;
import dev.shannon.online.Move;
import dev.shannon.online.TimeControl;
import dev.shannon.switching.TerminalGraph;
import java.util.List;
import java.util.Map;

/**
 * Reading the online endpoints' bodies: a new game ({@code POST /api/games}) and a move. Everything is checked here,
 * at the edge, with the field named in the message; the domain checks the rest (the rules) itself.
 */
final class GameRequests {
    /** The most elements of a matroid played online, as on the matroid page. */
    static final int MAX_MATROID_ELEMENTS = MatroidApi.MAX_ELEMENTS;

    private GameRequests() {}

    /** The game a creation request describes, and the creator's choice of side ("random" allowed). */
    record Creation(GameSpec spec, String creator) {}

    static Creation creation(JsonRequest r, WebLimits limits) {
        GameKind kind = r.requiredChoice(
                "game",
                Map.of("bridgit", GameKind.BRIDGIT, "switching", GameKind.SWITCHING, "matroid", GameKind.MATROID));
        Map<String, String> sides = Map.of(kind.side(0), kind.side(0), kind.side(1), kind.side(1));
        Map<String, String> creators =
                Map.of(kind.side(0), kind.side(0), kind.side(1), kind.side(1), "random", "random");
        TimeControl clock = null;
        GameSpec spec;
        switch (kind) {
            case BRIDGIT -> {
                r.allowOnly("game", "n", "first", "creator", "bridges", "clock");
                int n = r.requiredInt("n", limits.minBoard(), limits.maxBoard());
                int crossings = n * n + (n - 1) * (n - 1);
                Integer bridges = r.has("bridges") ? r.requiredInt("bridges", 1, crossings / 2) : null;
                clock = clock(r);
                String first = r.optionalChoice("first", kind.side(0), sides);
                spec = bridges == null
                        ? GameSpec.bridgit(n, first, clock)
                        : GameSpec.limitedBridges(n, bridges, first, clock);
            }
            case SWITCHING -> {
                r.allowOnly("game", "graph", "preset", "first", "creator", "clock");
                clock = clock(r);
                String first = r.optionalChoice("first", kind.side(0), sides);
                spec = GameSpec.switching(graphText(r, limits), preset(r), first, clock);
            }
            default -> {
                r.allowOnly("game", "preset", "text", "first", "creator", "clock");
                clock = clock(r);
                String first = r.optionalChoice("first", kind.side(0), sides);
                spec = GameSpec.matroid(matroidText(r), preset(r), first, clock);
            }
        }
        return new Creation(spec, r.optionalChoice("creator", "random", creators));
    }

    private static TimeControl clock(JsonRequest r) {
        if (!r.has("clock")) {
            return null;
        }
        JsonRequest c = r.requiredObject("clock").allowOnly("initialSeconds", "incrementSeconds");
        int initial = c.requiredInt("initialSeconds", 1, (int) (TimeControl.MAX_INITIAL_MILLIS / 1000));
        int increment = c.optionalInt("incrementSeconds", 0, 0, (int) (TimeControl.MAX_INCREMENT_MILLIS / 1000));
        return TimeControl.ofSeconds(initial, increment);
    }

    private static String preset(JsonRequest r) {
        return r.optionalString("preset", null, GameSpec.MAX_PRESET_CHARS);
    }

    /** The switching game's graph in its JSON form (as the switching page sends it), kept as edge-list text. */
    private static String graphText(JsonRequest r, WebLimits limits) {
        JsonNode node = r.raw("graph");
        if (node == null || !node.isObject()) {
            throw ApiError.badRequest("\"graph\" must be an object {\"edges\": [[u, v], ...], \"s\": u, \"t\": v}");
        }
        GraphFile file = JsonGameFormat.read(
                "graph", Json.line(node), new GraphLimits(limits.maxGraphVertices(), limits.maxGraphEdges()));
        if (file.s() == null || file.t() == null) {
            throw ApiError.badRequest("\"graph\" must name both terminals \"s\" and \"t\"");
        }
        TerminalGraph game = TerminalGraph.from(file, null, null);
        return EdgeListFormat.write(game.graph(), file.s(), file.t());
    }

    /** The matroid page's preset by name, or a matroid in the text format. */
    private static String matroidText(JsonRequest r) {
        if (r.has("preset") == r.has("text")) {
            throw ApiError.badRequest("name the matroid with exactly one of \"preset\" or \"text\"");
        }
        if (r.has("preset")) {
            String name = r.optionalString("preset", null, GameSpec.MAX_PRESET_CHARS);
            return MatroidText.write(MatroidApi.presetGame(name)
                    .orElseThrow(() -> ApiError.badRequest("unknown preset \"" + name + "\" (expected "
                            + String.join(", ", MatroidApi.presetNames()) + ")")));
        }
        String text = r.optionalString("text", null, GameSpec.MAX_BOARD_CHARS);
        int elements =
                dev.shannon.matroid.io.MatroidFormat.read("text", text).game().size();
        if (elements > MAX_MATROID_ELEMENTS) {
            throw ApiError.badRequest("online matroid games have at most " + MAX_MATROID_ELEMENTS
                    + " elements; this one has " + elements);
        }
        return MatroidText.normalised(text);
    }

    /** The move of a move request: [r, c] or [[r, c], [r, c]] in Bridg-It, an index in the other games. */
    static Move move(JsonRequest r, GameKind kind) {
        JsonNode m = r.raw("move");
        if (m == null) {
            throw ApiError.badRequest("missing field \"move\"");
        }
        if (kind != GameKind.BRIDGIT) {
            if (!m.isIntegralNumber() || !m.canConvertToInt() || m.intValue() < 0) {
                throw ApiError.badRequest("\"move\" must be an element index (a non-negative integer)");
            }
            return new Move.Take(m.intValue());
        }
        if (m.isArray() && m.size() == 2 && m.get(0).isArray()) {
            return new Move.Shift(crossing(m.get(0), "move[0]"), crossing(m.get(1), "move[1]"));
        }
        return new Move.Place(crossing(m, "move"));
    }

    private static Crossing crossing(JsonNode node, String name) {
        if (node == null || !node.isArray() || node.size() != 2) {
            throw ApiError.badRequest(
                    "\"" + name + "\" must be a crossing [r, c] (or a bridge moved [[r, c], [r, c]])");
        }
        int[] rc = new int[2];
        for (int i = 0; i < 2; i++) {
            JsonNode v = node.get(i);
            if (!v.isIntegralNumber() || !v.canConvertToInt() || v.intValue() < 0 || v.intValue() > 1000) {
                throw ApiError.badRequest("\"" + name + "[" + i + "]\" must be an integer from 0 to 1000");
            }
            rc[i] = v.intValue();
        }
        return new Crossing(rc[0], rc[1]);
    }

    /** The ids of a "my games" request: at most {@code max} strings. */
    static List<String> ids(JsonRequest r, int max) {
        JsonNode a = r.array("ids", max);
        return java.util.stream.StreamSupport.stream(a.spliterator(), false)
                .map(v -> {
                    if (!v.isTextual() || v.textValue().length() > 40) {
                        throw ApiError.badRequest("\"ids\" must be an array of game ids (strings)");
                    }
                    return v.textValue();
                })
                .toList();
    }
}
