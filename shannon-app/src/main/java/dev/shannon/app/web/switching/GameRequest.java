package dev.shannon.app.web.switching;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.JsonGameFormat;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.WebLimits;
import dev.shannon.graph.Multigraph;
import dev.shannon.graph.io.GraphFile;
import dev.shannon.graph.io.GraphLimits;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.TerminalGraph;
import dev.shannon.switching.defence.Defender;
import java.util.Locale;
import java.util.Map;

/**
 * The position a switching-game request describes: {@code graph} (the JSON form of docs/formats.md, s and t
 * required), {@code first} ("short" by default) and {@code moves}, the edges taken in order by
 * the players alternately. Everything is checked; an illegal move is reported with its index.
 */
final class GameRequest {
    static final Map<String, Player> PLAYERS = Map.of("short", Player.SHORT, "cut", Player.CUT);

    private GameRequest() {}

    /** The graph of field "graph", within the web limits. */
    static TerminalGraph game(JsonRequest request, WebLimits limits) {
        GraphFile file = graphFile(request, "graph", limits);
        if (file.s() == null || file.t() == null) {
            throw ApiError.badRequest("\"graph\" must name both terminals \"s\" and \"t\"");
        }
        return TerminalGraph.from(file, null, null);
    }

    /** A graph object {"edges": …, "s": …, "t": …} of the request (terminals optional here). */
    static GraphFile graphFile(JsonRequest request, String field, WebLimits limits) {
        JsonNode node = request.raw(field);
        if (node == null) {
            throw ApiError.badRequest("missing field \"" + request.name(field) + "\"");
        }
        if (!node.isObject()) {
            throw ApiError.badRequest(
                    "\"" + request.name(field) + "\" must be an object {\"edges\": [[u, v], ...], \"s\": u, \"t\": v}");
        }
        GraphFile file = JsonGameFormat.read(request.name(field), Json.line(node), graphLimits(limits));
        checkNames(file.graph(), limits);
        return file;
    }

    static GraphLimits graphLimits(WebLimits limits) {
        return new GraphLimits(limits.maxGraphVertices(), limits.maxGraphEdges());
    }

    static void checkNames(Multigraph g, WebLimits limits) {
        for (int v = 0; v < g.vertexCount(); v++) {
            String name = g.name(v);
            // Characters as a reader counts them: code points, so that an emoji is one, not two UTF-16 units.
            if (name.codePointCount(0, name.length()) > limits.maxNameLength()) {
                throw ApiError.badRequest("vertex name '" + name.substring(0, name.offsetByCodePoints(0, 20))
                        + "…' is longer than " + limits.maxNameLength() + " characters (the limit)");
            }
        }
    }

    /** The position after the request's moves, played alternately from "first". */
    static Position position(JsonRequest request, TerminalGraph game) {
        Player first = request.optionalChoice("first", Player.SHORT, PLAYERS);
        int[] moves = request.intArray("moves", game.edgeCount(), 0, game.edgeCount() - 1);
        Position p = Position.start(game, first);
        for (int i = 0; i < moves.length; i++) {
            if (p.winner().isPresent()) {
                throw ApiError.badRequest(
                        "moves[" + i + "]: the game is already over after " + Defender.plural(i, "move", "moves") + " ("
                                + p.winner().get().id() + " has won)");
            }
            if (!p.isFree(moves[i])) {
                throw ApiError.badRequest("moves[" + i + "]: edge " + moves[i] + " is already "
                        + p.state(moves[i]).name().toLowerCase(Locale.ROOT));
            }
            p = p.play(moves[i]);
        }
        return p;
    }
}
