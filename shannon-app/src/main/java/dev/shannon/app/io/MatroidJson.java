package dev.shannon.app.io;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shannon.matroid.GameCertificate;
import dev.shannon.matroid.MatroidAnalysis;
import dev.shannon.matroid.io.MatroidFile;
import dev.shannon.switching.Analysis;
import dev.shannon.switching.Player;
import dev.shannon.switching.Verdict;

/**
 * A solved matroid game as JSON, in the shape of {@code solve --json}: {@code type},
 * {@code shortFirst} and {@code cutFirst} (each {@code winner}, {@code winningMoves} as element
 * indices, and a {@code certificate}), then facts about the input.
 */
public final class MatroidJson {
    private MatroidJson() {}

    public static ObjectNode analysis(MatroidFile file, Analysis a, MatroidAnalysis certified, double millis) {
        ObjectNode root = Json.object();
        root.put("type", a.type().id());
        root.set("shortFirst", verdict(a.shortFirst(), certified == null ? null : certified.shortFirstCertificate()));
        root.set("cutFirst", verdict(a.cutFirst(), certified == null ? null : certified.cutFirstCertificate()));
        root.put("kind", file.kind());
        root.put("elements", file.game().size());
        root.put("rank", file.game().matroid().rank());
        root.put("target", file.game().target());
        if (certified != null) {
            root.put("oracleCalls", certified.oracleCalls());
        }
        root.put("timeMillis", Math.round(millis * 1000) / 1000.0);
        return root;
    }

    public static ObjectNode verdict(Verdict v, GameCertificate c) {
        ObjectNode node = Json.object();
        node.put("winner", v.winner().id());
        node.set("winningMoves", Json.array(v.winningMoves()));
        if (c != null) {
            node.set("certificate", certificate(c));
        }
        return node;
    }

    /**
     * {@code {"claim"|"delete": x, "a": [...], "b": [...], "in": "matroid"|"dual"}}: for Short, A
     * and B span the same flat holding the target in the matroid (after the claim); for Cut, the
     * same in the dual (after the deletion).
     */
    public static ObjectNode certificate(GameCertificate c) {
        ObjectNode cert = Json.object();
        if (c.pair().move() >= 0) {
            cert.put(c.winner() == Player.SHORT ? "claim" : "delete", c.pair().move());
        }
        cert.set("a", Json.array(c.pair().a()));
        cert.set("b", Json.array(c.pair().b()));
        cert.put("in", c.inDual() ? "dual" : "matroid");
        return cert;
    }
}
