package dev.shannon.app.web.online;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.JsonGameFormat;
import dev.shannon.bridgit.Crossing;
import dev.shannon.graph.io.EdgeListFormat;
import dev.shannon.online.GameKind;
import dev.shannon.online.GameSpec;
import dev.shannon.online.Move;
import dev.shannon.online.OnlineGame;
import dev.shannon.online.PlayedMove;
import dev.shannon.online.Seat;
import dev.shannon.switching.TerminalGraph;

/**
 * An online game as the web contract shows it (docs/json.md, "Online games"): public, never a token. The fields the
 * contract fixes — {@code id, game, n, first, moves, toMove, status, winner} — come first; the rest (ply, reason,
 * players, clock, rematch links, the board of the other games) follow.
 */
final class GameJson {
    private GameJson() {}

    /** {@code connected}: the sides whose page holds an event stream open (docs/online.md, "Presence"). */
    static ObjectNode game(OnlineGame g, long now, java.util.Set<String> connected) {
        return build(g, now, connected, true);
    }

    /**
     * The game without its moves and board ({@code graph}, {@code matroid}): what "my games" lists, a few hundred
     * bytes whatever the game (stops: 200 matroid games padded to 200,000 characters each made one answer of 40 MB).
     */
    static ObjectNode summary(OnlineGame g, long now, java.util.Set<String> connected) {
        return build(g, now, connected, false);
    }

    private static ObjectNode build(OnlineGame g, long now, java.util.Set<String> connected, boolean whole) {
        GameSpec spec = g.spec();
        ObjectNode o = Json.object();
        o.put("id", g.id());
        o.put("game", spec.kind().id());
        if (spec.kind() == GameKind.BRIDGIT) {
            o.put("n", spec.n());
            if (spec.bridges() != null) {
                o.put("bridges", spec.bridges());
            }
        }
        o.put("first", spec.first());
        if (whole) {
            ArrayNode moves = o.putArray("moves");
            for (PlayedMove m : g.moves()) {
                moves.add(move(m.move()));
            }
        }
        boolean over = g.status() == dev.shannon.online.Status.FINISHED;
        o.put("toMove", over ? null : g.toMove());
        o.put("status", g.status().id());
        o.put("winner", g.winner());
        o.put("reason", g.reason() == null ? null : g.reason().id());
        o.put("ply", g.ply());
        o.put("version", g.version());
        ObjectNode players = o.putObject("players");
        for (Seat s : g.seats()) {
            players.putObject(s.side())
                    .put("arrived", s.joined())
                    .put("connected", connected.contains(s.side()))
                    .put("rematch", s.wantsRematch());
        }
        if (g.isTimed()) {
            ObjectNode clock = o.putObject("clock");
            clock.put("initialSeconds", spec.clock().initialMillis() / 1000.0);
            clock.put("incrementSeconds", spec.clock().incrementMillis() / 1000.0);
            ObjectNode left = clock.putObject("remainingMillis");
            for (Seat s : g.seats()) {
                left.put(s.side(), g.remainingMillis(s.side(), now).orElseThrow());
            }
            clock.put("running", g.deadline().isPresent() ? g.toMove() : null);
        } else {
            o.putNull("clock");
        }
        if (spec.preset() != null) {
            o.put("preset", spec.preset());
        }
        if (whole && spec.kind() == GameKind.SWITCHING) {
            o.set("graph", JsonGameFormat.write(graph(spec.board())));
        } else if (whole && spec.kind() == GameKind.MATROID) {
            o.put("matroid", spec.board());
        }
        o.put("createdAt", g.createdAt());
        o.put("updatedAt", g.updatedAt());
        o.put("rematchOf", g.rematchOf());
        o.put("rematchId", g.rematchId());
        return o;
    }

    /** A move as the contract writes it: [r, c], [[r, c], [r, c]] for a bridge moved, or an element index. */
    static JsonNode move(Move m) {
        if (m instanceof Move.Place p) {
            return crossing(p.at());
        }
        if (m instanceof Move.Shift s) {
            ArrayNode a = Json.MAPPER.createArrayNode();
            a.add(crossing(s.from())).add(crossing(s.to()));
            return a;
        }
        return Json.MAPPER.getNodeFactory().numberNode(((Move.Take) m).element());
    }

    private static ArrayNode crossing(Crossing x) {
        return Json.MAPPER.createArrayNode().add(x.r()).add(x.c());
    }

    private static TerminalGraph graph(String text) {
        return TerminalGraph.from(EdgeListFormat.read("graph", text), null, null);
    }
}
