package dev.shannon.switching.verify;

import dev.shannon.graph.Minor;
import dev.shannon.graph.Multigraph;
import dev.shannon.switching.LehmanSolver;
import dev.shannon.switching.Player;
import dev.shannon.switching.SwitchingSolver;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link PositionVisitor} that holds Lehman's criterion, as {@link LehmanSolver} decides it,
 * against the search's winner in every position: counts positions and disagreements and keeps the
 * first few disagreements. One audit per solver (not thread-safe).
 */
public final class LehmanAudit implements PositionVisitor {
    /** A position where the search and Lehman's criterion differ. */
    public record Disagreement(
            Multigraph minor, int s, int t, Player toMove, Player searchWinner, Player lehmanWinner) {
        @Override
        public String toString() {
            return minor + " s=" + s + " t=" + t + ", " + toMove.id() + " to move: search says " + searchWinner.id()
                    + ", Lehman says " + lehmanWinner.id();
        }
    }

    private static final SwitchingSolver LEHMAN = SwitchingSolver.lehman();

    private final int examplesKept;
    private final List<Disagreement> examples = new ArrayList<>();
    private long positions;
    private long disagreements;

    /** An audit that keeps the first {@code examplesKept} disagreements. */
    public LehmanAudit(int examplesKept) {
        if (examplesKept < 0) {
            throw new IllegalArgumentException("examples kept must be >= 0, got " + examplesKept);
        }
        this.examplesKept = examplesKept;
    }

    /** Lehman's winner with {@code toMove} to play: with Cut to move the (2,2) pebble game, with Short to move "some contraction makes that true". */
    public static Player lehmanWinner(Multigraph g, int s, int t, Player toMove) {
        boolean shortWins = toMove == Player.CUT
                ? LEHMAN.shortWinsWithCutToMove(Minor.of(g, s, t))
                : LEHMAN.solve(g, s, t).shortFirst().winner() == Player.SHORT;
        return shortWins ? Player.SHORT : Player.CUT;
    }

    @Override
    public void visit(Multigraph minor, int s, int t, Player toMove, Player winner) {
        positions++;
        Player lehman = lehmanWinner(minor, s, t, toMove);
        if (lehman != winner) {
            disagreements++;
            if (examples.size() < examplesKept) {
                examples.add(new Disagreement(minor, s, t, toMove, winner, lehman));
            }
        }
    }

    public long positions() {
        return positions;
    }

    public long disagreements() {
        return disagreements;
    }

    /** The first disagreements found, at most the number asked for. */
    public List<Disagreement> examples() {
        return List.copyOf(examples);
    }
}
