package dev.shannon.bridgit;

/** A post on the lattice (docs/rules.md, "Coordinates"): red at (odd r, even c), blue at (even r, odd c). */
public record Dot(int r, int c) {
    /** The colour of the dot at (r, c); (r, c) must be a dot. */
    public Side side() {
        return r % 2 == 1 ? Side.RED : Side.BLUE;
    }

    @Override
    public String toString() {
        return r + "," + c;
    }
}
