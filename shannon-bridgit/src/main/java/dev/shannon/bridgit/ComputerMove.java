package dev.shannon.bridgit;

/** A computer's chosen crossing and, in words, why it chose it. */
public record ComputerMove(Crossing crossing, String reason) {}
