package dev.shannon.bridgit;

/**
 * A computer's chosen crossing and why it chose it: {@code reason} in a player's words (no theory
 * or search terms: what it blocks, builds or threatens), {@code why} the same in the theory's and
 * the search's own terms (Lehman's trees, the resistor networks), for those who ask.
 */
public record ComputerMove(Crossing crossing, String reason, String why) {}
