package dev.shannon.app.web.puzzles;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.app.io.Json;
import dev.shannon.app.io.SwitchingJson;
import dev.shannon.app.web.ApiError;
import dev.shannon.app.web.JsonRequest;
import dev.shannon.app.web.RequestCost;
import dev.shannon.app.web.switching.PuzzleGraphs;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Certificate;
import dev.shannon.switching.Certificates;
import dev.shannon.switching.Player;
import dev.shannon.switching.Position;
import dev.shannon.switching.SwitchingSolver;
import dev.shannon.switching.puzzle.SwitchingPuzzle;
import dev.shannon.switching.puzzle.SwitchingPuzzleSet;
import dev.shannon.switching.puzzle.SwitchingPuzzles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The switching-game half of the puzzle API ({@code game=switching}, docs/json.md, "Puzzles"):
 * puzzles from the shipped switching set ({@link SwitchingPuzzleSet}) with their graph drawn as
 * the switching page draws it, and the check of an attempted edge — Lehman's two trees after a
 * right claim, the opponent's winning reply after a wrong move. The answer never leaves the
 * server before it is found.
 */
final class SwitchingPuzzlesApi {
    private final List<SwitchingPuzzle> puzzles;

    SwitchingPuzzlesApi(List<SwitchingPuzzle> puzzles) {
        this.puzzles = List.copyOf(puzzles);
    }

    List<SwitchingPuzzle> puzzles() {
        return puzzles;
    }

    /** The ids of the puzzles on {@code family} (null: every family); 404 when there is none. */
    List<Integer> ids(String family) {
        if (family != null && !SwitchingPuzzles.FAMILIES.contains(family)) {
            throw new ApiError(
                    404,
                    "no switching puzzles on the family \"" + abbreviate(family) + "\"; families: "
                            + String.join(", ", SwitchingPuzzles.FAMILIES));
        }
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            if (family == null || puzzles.get(i).family().equals(family)) {
                ids.add(i);
            }
        }
        return ids;
    }

    int id(String text) {
        if (!text.matches("[0-9]{1,9}") || Integer.parseInt(text) >= puzzles.size()) {
            throw new ApiError(
                    404,
                    "no switching puzzle with id " + abbreviate(text) + " (ids run 0.." + (puzzles.size() - 1) + ")");
        }
        return Integer.parseInt(text);
    }

    /** The puzzle without its answer, with its graph and drawing. */
    ObjectNode publicForm(int id) {
        SwitchingPuzzle p = puzzles.get(id);
        ObjectNode o = Json.object();
        o.put("id", id);
        o.put("game", "switching");
        o.put("family", p.family());
        o.set("graph", PuzzleGraphs.describe(p.family()));
        o.put("first", p.first().id());
        o.set("moves", Json.array(p.moves().stream().mapToInt(Integer::intValue).toArray()));
        o.put("toMove", p.toMove().id());
        o.put("rating", p.rating());
        o.put("depth", 1);
        o.put("free", p.position().freeEdges().length);
        o.put("source", p.source());
        return o;
    }

    double attemptCost(JsonRequest r) {
        if (puzzles.isEmpty()) {
            return 1;
        }
        SwitchingPuzzle p = puzzles.get(RequestCost.intField(r, "id", 0, 0, puzzles.size() - 1));
        int edges = SwitchingPuzzles.family(p.family()).graph().edgeCount();
        return 3 * RequestCost.switchingAnalysis(edges, p.moves().size());
    }

    /** {"game": "switching", "id", "move": edge, "player"?}: whether the move is the one, and why. */
    ObjectNode attempt(JsonRequest r) {
        r.allowOnly("game", "id", "move", "player");
        int id = r.requiredInt("id", 0, puzzles.size() - 1);
        SwitchingPuzzle p = puzzles.get(id);
        Position before = p.position();
        Multigraph g = before.graph();
        int move = r.requiredInt("move", 0, g.edgeCount() - 1);
        if (!before.isFree(move)) {
            throw ApiError.badRequest("move: edge " + move + " (" + edge(g, move) + ") is already taken");
        }
        Player mover = p.toMove();
        boolean correct = move == p.solution();
        Position after = before.play(move);
        ObjectNode out = Json.object();
        out.put("id", id);
        out.put("game", "switching");
        out.put("move", move);
        out.put("correct", correct);
        out.put("finished", true);
        String act = (mover == Player.SHORT ? "Claiming " : "Deleting ") + edge(g, move);
        if (correct) {
            Optional<Certificate> trees =
                    mover == Player.SHORT ? Certificates.forPosition(before, move) : Optional.empty();
            out.put(
                    "text",
                    mover == Player.SHORT
                            ? "✓ " + act + " wins: the two trees that remain (solid and dotted gold) share no edge,"
                                    + " so whatever Cut deletes, Short reconnects."
                            : "✓ " + act + " wins: after it no claim of Short's leaves a way to s and t that Cut cannot"
                                    + " cut.");
            out.put(
                    "why",
                    mover == Player.SHORT
                            ? Certificates.explain(before, move, trees)
                            : Certificates.explain(after, -1, Optional.empty()));
            trees.ifPresent(c -> out.set("certificate", certificate(c, g)));
        } else {
            int reply = SwitchingSolver.lehman().verdict(after).winningMoves()[0];
            Player opponent = mover.opponent();
            out.put("reply", reply);
            out.put(
                    "text",
                    "✗ " + act + " loses: " + opponent.id().substring(0, 1).toUpperCase()
                            + opponent.id().substring(1)
                            + (opponent == Player.SHORT ? " claims " : " deletes ") + edge(g, reply)
                            + (opponent == Player.SHORT
                                    ? ", and the two trees that remain (solid and dotted gold) share no edge."
                                    : ", and no claim of Short's then leaves two trees that share no edge."));
            out.put("why", Certificates.explain(after, reply, forReply(after, reply, opponent)));
            if (opponent == Player.SHORT) {
                Certificates.forPosition(after, reply).ifPresent(c -> out.set("certificate", certificate(c, g)));
            }
            out.put("solution", p.solution());
        }
        out.put("rating", p.rating());
        return out;
    }

    private static Optional<Certificate> forReply(Position after, int reply, Player opponent) {
        return opponent == Player.SHORT ? Certificates.forPosition(after, reply) : Optional.empty();
    }

    /** Lehman's certificate as the switching page draws it: its JSON form and S by vertex index. */
    private static ObjectNode certificate(Certificate c, Multigraph g) {
        ObjectNode o = SwitchingJson.certificate(c, g);
        o.set("vertexIndices", Json.array(c.vertices()));
        return o;
    }

    private static String edge(Multigraph g, int e) {
        return g.name(g.edgeU(e)) + "–" + g.name(g.edgeV(e));
    }

    private static String abbreviate(String s) {
        return s.length() <= 20 ? s : s.substring(0, 20) + "…";
    }
}
