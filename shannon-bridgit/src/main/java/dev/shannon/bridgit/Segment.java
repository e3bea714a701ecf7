package dev.shannon.bridgit;

/** A bridge drawn from one dot to an adjacent dot of the same colour, passing over {@code at}. */
public record Segment(Side side, Crossing at, Dot from, Dot to) {}
