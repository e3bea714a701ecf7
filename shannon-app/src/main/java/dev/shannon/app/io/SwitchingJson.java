package dev.shannon.app.io;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Certificate;
import dev.shannon.switching.Verdict;

/**
 * Switching-game results as JSON, one vocabulary for {@code solve --json} and the web API
 * (docs/json.md): a verdict is {@code winner} and {@code winningMoves} (edge indices), a solved
 * game {@code type}, {@code shortFirst} and {@code cutFirst}, and Lehman's certificate
 * {@code claim} (only when it follows one), {@code vertices} by name and {@code trees}.
 */
public final class SwitchingJson {
    private SwitchingJson() {}

    /** {@code type}, {@code shortFirst} and {@code cutFirst} into {@code node}, each verdict with its certificate when given. */
    public static void analysis(
            ObjectNode node, Analysis a, Certificate shortToMove, Certificate cutToMove, Multigraph g) {
        node.put("type", a.type().id());
        node.set("shortFirst", verdict(a.shortFirst(), shortToMove, g));
        node.set("cutFirst", verdict(a.cutFirst(), cutToMove, g));
    }

    /** {@code {winner, winningMoves, certificate?}}: who wins with perfect play and every winning move of the player to move. */
    public static ObjectNode verdict(Verdict v, Certificate c, Multigraph g) {
        ObjectNode node = Json.object();
        node.put("winner", v.winner().id());
        node.set("winningMoves", Json.array(v.winningMoves()));
        if (c != null) {
            node.set("certificate", certificate(c, g));
        }
        return node;
    }

    /** {@code {claim?, vertices, trees}}: the claim it follows (left out when none), S by vertex name, the two trees' edges. */
    public static ObjectNode certificate(Certificate c, Multigraph g) {
        ObjectNode cert = Json.object();
        if (c.claimedEdge() >= 0) {
            cert.put("claim", c.claimedEdge());
        }
        ArrayNode vs = cert.putArray("vertices");
        for (int x : c.vertices()) {
            vs.add(g.name(x));
        }
        ArrayNode trees = cert.putArray("trees");
        trees.add(Json.array(c.tree1()));
        trees.add(Json.array(c.tree2()));
        return cert;
    }
}
