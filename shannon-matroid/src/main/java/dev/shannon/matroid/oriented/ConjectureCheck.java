package dev.shannon.matroid.oriented;

import dev.shannon.matroid.EdmondsSolver;
import dev.shannon.matroid.MatroidAnalysis;
import dev.shannon.matroid.MatroidGame;
import dev.shannon.switching.Player;
import java.util.List;

/**
 * One instance of the Hamidoune–Las Vergnas conjecture: on an oriented matroid with target e, the
 * directed game (exact search) has the same winner as the undirected game on the underlying
 * matroid (Edmonds' solution), with Short to move and with Cut to move.
 */
public record ConjectureCheck(
        Player directedShortFirst, Player directedCutFirst, Player undirectedShortFirst, Player undirectedCutFirst) {
    public boolean agrees() {
        return directedShortFirst == undirectedShortFirst && directedCutFirst == undirectedCutFirst;
    }

    /** 0 Short game, 1 Cut game, 2 first-player game, 3 anything else: by the directed verdicts. */
    public int typeIndex() {
        if (directedShortFirst == directedCutFirst) {
            return directedShortFirst == Player.SHORT ? 0 : 1;
        }
        return directedShortFirst == Player.SHORT ? 2 : 3;
    }

    public static ConjectureCheck of(VectorOrientedMatroid om, List<SignedCircuit> circuits, int target) {
        DirectedMatroidGame directed = new DirectedMatroidGame(om.size(), target, circuits);
        MatroidAnalysis undirected = EdmondsSolver.analyze(MatroidGame.of(om, target), false);
        return new ConjectureCheck(
                directed.winner(Player.SHORT),
                directed.winner(Player.CUT),
                undirected.shortFirst().winner(),
                undirected.cutFirst().winner());
    }
}
