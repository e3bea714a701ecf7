package dev.shannon.puzzles.tsunagaru;

import java.util.Arrays;

/**
 * The five tiles of 「つながる。」 by their arms: a dead end, a corner, a straight, a T and a
 * cross. Each kind has a <em>base orientation</em> (its arms starting north, going clockwise:
 * {@code ╵ └ │ ├ ┼}); its orientations are the base turned 0..3 clicks, of which the straight has
 * 2 distinct ones and the cross 1 (the others 4).
 */
public enum TileKind {
    DEAD_END('1', Arms.NORTH),
    CORNER('L', Arms.NORTH | Arms.EAST),
    STRAIGHT('I', Arms.NORTH | Arms.SOUTH),
    TEE('3', Arms.NORTH | Arms.EAST | Arms.SOUTH),
    CROSS('4', Arms.ALL);

    private final char symbol;
    private final int base;
    private final int[] orientations;

    TileKind(char symbol, int base) {
        this.symbol = symbol;
        this.base = base;
        this.orientations = Arrays.stream(new int[] {0, 1, 2, 3})
                .map(k -> Arms.rotate(base, k))
                .distinct()
                .toArray();
    }

    /** The letter of the types-only stage format: {@code 1 L I 3 4}. */
    public char symbol() {
        return symbol;
    }

    /** The arms of the base orientation (0 clicks). */
    public int baseArms() {
        return base;
    }

    /** The number of arms, which is the degree of the tile's vertex in a solution. */
    public int armCount() {
        return Arms.count(base);
    }

    /** The distinct arm sets this tile can show (4, or 2 for the straight, 1 for the cross). */
    public int[] orientations() {
        return orientations.clone();
    }

    /** Bit {@code m} set iff arm set {@code m} is an orientation of this kind (16 bits). */
    public int orientationMask() {
        int mask = 0;
        for (int o : orientations) {
            mask |= 1 << o;
        }
        return mask;
    }

    /** The kind whose tile shows arm set {@code arms}, or null for 0 arms. */
    public static TileKind ofArms(int arms) {
        for (TileKind k : values()) {
            if (Arms.clicks(k.base, arms) >= 0) {
                return k;
            }
        }
        return null;
    }

    /** The kind written {@code symbol} in the types-only format, or null. */
    public static TileKind ofSymbol(int symbol) {
        for (TileKind k : values()) {
            if (k.symbol == symbol) {
                return k;
            }
        }
        return null;
    }
}
