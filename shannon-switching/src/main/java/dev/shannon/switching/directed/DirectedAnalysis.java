package dev.shannon.switching.directed;

import dev.shannon.switching.GameType;

/** A directed game solved from its start: the verdicts with Short and with Cut to move, and the type they make. */
public record DirectedAnalysis(GameType type, DirectedVerdict shortFirst, DirectedVerdict cutFirst, long positions) {
    public static DirectedAnalysis of(DirectedVerdict shortFirst, DirectedVerdict cutFirst, long positions) {
        return new DirectedAnalysis(
                GameType.of(shortFirst.winner(), cutFirst.winner()), shortFirst, cutFirst, positions);
    }
}
