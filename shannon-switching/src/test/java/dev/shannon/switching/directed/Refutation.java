package dev.shannon.switching.directed;

import java.util.HashMap;
import java.util.Map;

/** Whether a deterministic computer wins from a position against every line of its opponent, remembering positions. */
final class Refutation {
    private final DirectedComputer computer;
    private final Map<DirectedPosition, Boolean> seen = new HashMap<>();

    Refutation(DirectedComputer computer) {
        this.computer = computer;
    }

    boolean survives(DirectedPosition p) {
        if (p.winner().isPresent()) {
            return p.winner().get() == computer.side();
        }
        Boolean known = seen.get(p);
        if (known != null) {
            return known;
        }
        boolean result;
        if (p.toMove() == computer.side()) {
            result = survives(p.play(computer.move(p).move()));
        } else {
            result = true;
            for (DirectedMove reply : p.legalMoves()) {
                if (!survives(p.play(reply))) {
                    result = false;
                    break;
                }
            }
        }
        seen.put(p, result);
        return result;
    }
}
