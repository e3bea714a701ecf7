package dev.shannon.puzzles.tsunagaru;

/**
 * Advice for a player: turn the tile at ({@code row}, {@code col}) by {@code clicks} quarter
 * turns clockwise to show {@code arms}. {@code forced} says that every solution agrees (the
 * move is certainly right); otherwise it is a step towards the solution nearest in clicks.
 */
public record Hint(int row, int col, int clicks, int arms, boolean forced) {}
